import { describe, expect, it } from 'vitest';
import { STATEMENT_HEADER } from '../../../test/statement-factories.js';
import { parseBankStatement, piastresOf, type StatementLine } from './bank-statement-csv.js';

const AT = '2026-11-29T10:15:00+02:00';
const file = (...lines: string[]) => [STATEMENT_HEADER, ...lines].join('\r\n') + '\r\n';

function lines(text: string): StatementLine[] {
  const parsed = parseBankStatement(text);
  if (parsed.kind !== 'read') throw new Error(`refused: ${parsed.problem}`);
  return parsed.lines;
}

const problemsOf = (text: string) =>
  lines(text).map((line) =>
    line.kind === 'malformed' ? `${String(line.line)}:${line.problem}` : `${String(line.line)}:ok`,
  );

describe('amounts in pounds to piastres', () => {
  it('reads two decimals exactly, with integers only (no binary fractions)', () => {
    expect(piastresOf('12500.00')).toBe(1_250_000);
    expect(piastresOf('0.29')).toBe(29);
    expect(piastresOf('1.10')).toBe(110);
    expect(piastresOf('4.35')).toBe(435);
    expect(piastresOf('1000000.00')).toBe(100_000_000);
    expect(piastresOf('0012.50')).toBe(1250);
  });

  it('refuses three decimals, one decimal, none, negatives, zero and more than the largest amount', () => {
    expect(piastresOf('12.345')).toBe('amount-decimals');
    expect(piastresOf('12.5')).toBe('amount-decimals');
    expect(piastresOf('12')).toBe('amount-decimals');
    expect(piastresOf('-12.50')).toBe('amount-negative');
    expect(piastresOf('0.00')).toBe('amount-zero');
    expect(piastresOf('1000000.01')).toBe('amount-too-large');
    expect(piastresOf('99999999999999999999.00')).toBe('amount-too-large');
    expect(piastresOf('12,500.00')).toBe('amount-format');
    expect(piastresOf('1e3.00')).toBe('amount-format');
    expect(piastresOf('')).toBe('amount-format');
  });
});

describe('reading a statement file (RFC 4180)', () => {
  it('reads every field of a good line, the reference as written', () => {
    const [line] = lines(file(`TX-1,${AT},1234 5678 9012,12500.00,EGP,Mona Adel`));
    expect(line).toEqual({
      kind: 'deposit',
      line: 2,
      transactionId: 'TX-1',
      depositedAt: new Date('2026-11-29T08:15:00Z'),
      reference: '1234 5678 9012',
      amountPiastres: 1_250_000,
      depositor: 'Mona Adel',
    });
  });

  it('takes quoted fields with commas, doubled quotes and line breaks, and counts lines from where each row starts', () => {
    const text = file(
      `TX-1,${AT},123456789012,"1500.00",EGP,"Adel, ""the father"""`,
      `TX-2,${AT},123456789012,10.00,EGP,"Line one\nline two"`,
      `TX-3,${AT},123456789012,10.00,EGP,Third`,
    );
    const read = lines(text);
    expect(read.map((line) => line.line)).toEqual([2, 3, 5]);
    expect(read[0]).toMatchObject({
      kind: 'deposit',
      depositor: 'Adel, "the father"',
      amountPiastres: 150_000,
    });
    expect(read[1]).toMatchObject({ kind: 'deposit', depositor: 'Line one line two' });
  });

  it('reports each malformed line by its number and reason, and never skips one', () => {
    const text = file(
      `TX-1,${AT},123456789012,12.345,EGP,A`,
      `TX-2,${AT},123456789012,-5.00,EGP,B`,
      `TX-3,${AT},123456789012,0.00,EGP,C`,
      `TX-4,2026-11-31T10:00:00+02:00,123456789012,5.00,EGP,D`,
      `TX-5,2026-11-29 10:00,123456789012,5.00,EGP,E`,
      `TX-6,${AT},123456789012,5.00,USD,F`,
      `TX-7,${AT},123456789012,5.00,EGP`,
      `TX 8,${AT},123456789012,5.00,EGP,H`,
      `TX-9,${AT},12"34,5.00,EGP,I`,
      `TX-10,${AT},123456789012,5.00,EGP,J`,
      ``,
      `TX-10,${AT},123456789012,5.00,EGP,K`,
    );
    expect(problemsOf(text)).toEqual([
      '2:amount-decimals',
      '3:amount-negative',
      '4:amount-zero',
      '5:deposited-at',
      '6:deposited-at',
      '7:currency',
      '8:columns',
      '9:transaction-id',
      '10:stray-quote',
      '11:ok',
      '12:columns',
      '13:duplicate-transaction',
    ]);
  });

  it('reports a quote left open at the line it starts on', () => {
    expect(
      problemsOf(file(`TX-1,${AT},123456789012,5.00,EGP,A`, `TX-2,${AT},"123456789012,5.00,EGP,B`)),
    ).toEqual(['2:ok', '3:unterminated-quote']);
  });

  it('takes a bare LF, a byte-order mark and no line break at the end', () => {
    const text = `\uFEFF${STATEMENT_HEADER}\nTX-1,${AT},123456789012,5.00,EGP,A`;
    expect(problemsOf(text)).toEqual(['2:ok']);
  });

  it('refuses a file without the documented header, an empty one, one over 1 MB and one over 5,000 rows', () => {
    expect(parseBankStatement('id,date,ref,amount\r\n')).toEqual({ kind: 'refused', problem: 'header' });
    expect(parseBankStatement('')).toEqual({ kind: 'refused', problem: 'empty' });
    const big = file(`TX-1,${AT},123456789012,5.00,EGP,${'x'.repeat(1024 * 1024)}`);
    expect(parseBankStatement(big)).toEqual({ kind: 'refused', problem: 'too-large' });
    const many = file(...Array.from({ length: 5001 }, (_, n) => `T${String(n)},${AT},1,5.00,EGP,A`));
    expect(parseBankStatement(many)).toEqual({ kind: 'refused', problem: 'too-many-rows' });
    const most = file(...Array.from({ length: 5000 }, (_, n) => `T${String(n)},${AT},1,5.00,EGP,A`));
    expect(parseBankStatement(most).kind).toBe('read');
  });

  it('counts the size in UTF-8 bytes (an Arabic name takes two bytes a letter)', () => {
    const arabic = 'م'.repeat(600 * 1024);
    expect(parseBankStatement(file(`TX-1,${AT},1,5.00,EGP,${arabic}`))).toEqual({
      kind: 'refused',
      problem: 'too-large',
    });
  });
});
