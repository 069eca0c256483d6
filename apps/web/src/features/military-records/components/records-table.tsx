import { IonButton } from '@ionic/react';
import { MILITARY_MOVES, type MilitaryRecordRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { MILITARY_RECORDS_NAMESPACE } from '../translations';

interface RecordsTableProps {
  rows: readonly MilitaryRecordRow[];
  onChange: (row: MilitaryRecordRow) => void;
}

/**
 * The students with their status chips. On a phone each row becomes a card whose cells carry their
 * column's name (military-records.css reads `data-label`), so nothing scrolls sideways.
 */
export function RecordsTable({ rows, onChange }: RecordsTableProps) {
  const { t, i18n } = useTranslation(['translation', MILITARY_RECORDS_NAMESPACE]);
  const arabic = i18n.language.startsWith('ar');
  const columns = {
    student: t('militaryRecords:columns.student'),
    status: t('militaryRecords:columns.status'),
    term: t('militaryRecords:columns.term'),
    fee: t('militaryRecords:columns.fee'),
    note: t('militaryRecords:columns.note'),
    actions: t('militaryRecords:columns.actions'),
  };
  return (
    <table className="military-table">
      <caption className="military-table__caption">{t('militaryRecords:caption')}</caption>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.StudentCode}>
            <td data-label={columns.student}>
              <bdi>{row.StudentCode}</bdi> · {arabic ? row.StudentNameAr : row.StudentNameEn}
            </td>
            <td data-label={columns.status}>
              <span className={`military-chip military-chip--${row.Status}`}>
                {t(`militaryRecords:status.${row.Status}`)}
              </span>
            </td>
            <td data-label={columns.term}>
              {row.CourseTerm
                ? arabic
                  ? row.CourseTerm.NameAr
                  : row.CourseTerm.NameEn
                : t('militaryRecords:noTerm')}
            </td>
            <td data-label={columns.fee}>
              {row.Paid ? t('militaryRecords:paid') : t('militaryRecords:unpaid')}
            </td>
            <td data-label={columns.note}>{row.Note ?? '—'}</td>
            <td data-label={columns.actions}>
              {MILITARY_MOVES[row.Status].length > 0 ? (
                <IonButton
                  size="small"
                  fill="outline"
                  onClick={() => {
                    onChange(row);
                  }}
                >
                  {t('militaryRecords:change')}
                </IonButton>
              ) : (
                t('militaryRecords:noMoves')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
