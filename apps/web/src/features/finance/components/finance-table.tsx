import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up at the end of the cell. */
  numeric?: boolean;
}

interface FinanceTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The caption only names the table for screen readers: a heading above already says it. */
  captionHidden?: boolean;
}

/**
 * One table for desktop and phone: on a narrow screen each row becomes a card whose cells carry their
 * column's name (finance.css reads `data-label`), so nothing scrolls sideways.
 */
export function FinanceTable<Row>({ caption, columns, rows, rowKey, captionHidden }: FinanceTableProps<Row>) {
  return (
    <table className="finance-table">
      <caption className={captionHidden ? 'finance-table__caption--hidden' : 'finance-table__caption'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'finance-table__number' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.label}
                className={column.numeric ? 'finance-table__number' : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
