import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../platform/text/csv-cell.js';
import { pounds } from './finance-csv.js';

describe('finance CSV', () => {
  it('writes whole piastres as pounds with two decimals, exactly', () => {
    expect([pounds(0), pounds(5), pounds(1_234_567), pounds(100_000_000)]).toEqual([
      '0.00',
      '0.05',
      '12345.67',
      '1000000.00',
    ]);
  });

  it('quotes a field with a comma, quote or line break and doubles its quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Hassan, Alia')).toBe('"Hassan, Alia"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=1+1', '+20', '-3', '@SUM(A1)', '\tx'])('defuses a cell a spreadsheet would run: %j', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });
});
