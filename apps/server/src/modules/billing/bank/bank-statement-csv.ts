import {
  BANK_STATEMENT_MAX_BYTES,
  BANK_STATEMENT_MAX_ROWS,
  CURRENCIES,
  MAX_AMOUNT_PIASTRES,
  type BankRowProblem,
} from '@portal/contract';
import { csvRecords } from './csv-records.js';

/** The header every statement file starts with (README, "Bank statement CSV"). */
export const BANK_STATEMENT_HEADER = [
  'transaction_id',
  'deposited_at',
  'reference',
  'amount',
  'currency',
  'depositor',
] as const;

/** A deposit as the bank's statement reports it, read and checked. */
export interface StatementDeposit {
  line: number;
  transactionId: string;
  depositedAt: Date;
  /** As the depositor wrote it (trimmed); matching ignores the spaces and dashes people write inside. */
  reference: string;
  amountPiastres: number;
  depositor: string;
}

/** A line that could not be read, with as much of it as was there (for the preview's table). */
export interface MalformedLine {
  line: number;
  problem: BankRowProblem;
  fields: string[];
}

export type StatementLine =
  ({ kind: 'deposit' } & StatementDeposit) | ({ kind: 'malformed' } & MalformedLine);

export type StatementFileProblem = 'too-large' | 'empty' | 'header' | 'too-many-rows';

export type ParsedStatement =
  { kind: 'read'; lines: StatementLine[] } | { kind: 'refused'; problem: StatementFileProblem };

const TRANSACTION_ID = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
// The bank's clock with its offset: an instant without one would be read in whichever zone we guessed.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const AMOUNT = /^(-?)(\d+)(?:\.(\d*))?$/;
// Text that is not a printable character (control characters) has no place in a name or a reference.
const UNPRINTABLE = /\p{Cc}/u;

/**
 * Reads a bank statement file. The whole file is refused when it is larger than 1 MB or 5,000 rows, or
 * its header is not the documented one; otherwise every line comes back, read or with the reason it
 * could not be, so nothing is ever skipped without a word.
 */
export function parseBankStatement(text: string): ParsedStatement {
  if (Buffer.byteLength(text, 'utf8') > BANK_STATEMENT_MAX_BYTES)
    return { kind: 'refused', problem: 'too-large' };
  const records = csvRecords(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const [header, ...rows] = records;
  if (!header) return { kind: 'refused', problem: 'empty' };
  if (
    !('fields' in header) ||
    header.fields.map((name) => name.trim()).join(',') !== BANK_STATEMENT_HEADER.join(',')
  )
    return { kind: 'refused', problem: 'header' };
  if (rows.length > BANK_STATEMENT_MAX_ROWS) return { kind: 'refused', problem: 'too-many-rows' };
  const seen = new Set<string>();
  const lines = rows.map((record): StatementLine => {
    if (!('fields' in record))
      return { kind: 'malformed', line: record.line, problem: record.problem, fields: [] };
    const read = readDeposit(record.line, record.fields);
    if ('problem' in read) return { kind: 'malformed', ...read };
    // The same transaction twice in one file is the bank's mistake: the second is not a second deposit.
    if (seen.has(read.transactionId))
      return {
        kind: 'malformed',
        line: record.line,
        problem: 'duplicate-transaction',
        fields: record.fields,
      };
    seen.add(read.transactionId);
    return { kind: 'deposit', ...read };
  });
  return { kind: 'read', lines };
}

function readDeposit(line: number, fields: string[]): StatementDeposit | MalformedLine {
  const malformed = (problem: BankRowProblem): MalformedLine => ({ line, problem, fields });
  if (fields.length !== BANK_STATEMENT_HEADER.length) return malformed('columns');
  // A line break or tab inside a quoted field is layout, not part of a name or a reference.
  const [transactionId, depositedAt, reference, amount, currency, depositor] = fields.map((field) =>
    field.replace(/[\t\r\n]+/g, ' ').trim(),
  ) as [string, string, string, string, string, string];
  if (!TRANSACTION_ID.test(transactionId)) return malformed('transaction-id');
  const at = instantOf(depositedAt);
  if (!at) return malformed('deposited-at');
  if (reference.length > 64 || UNPRINTABLE.test(reference)) return malformed('reference');
  const piastres = piastresOf(amount);
  if (typeof piastres === 'string') return malformed(piastres);
  if (!(CURRENCIES as readonly string[]).includes(currency)) return malformed('currency');
  if (depositor.length > 200 || UNPRINTABLE.test(depositor)) return malformed('depositor');
  return { line, transactionId, depositedAt: at, reference, amountPiastres: piastres, depositor };
}

/** An ISO 8601 instant with its offset, and a real one (no 31 November, no 25 o'clock). */
function instantOf(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', fraction = '', offset] =
    match as unknown as string[];
  const calendar = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  const real =
    calendar.getUTCFullYear() === Number(year) &&
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day) &&
    calendar.getUTCHours() === Number(hour) &&
    calendar.getUTCMinutes() === Number(minute) &&
    calendar.getUTCSeconds() === Number(second);
  if (!real || !offset) return null;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Pounds with exactly two decimals ("12500.00") to piastres, in integers only: the digits are read as
 * whole numbers and never pass through a binary fraction, so 0.29 is 29 piastres, not 28.999….
 */
export function piastresOf(text: string): number | Exclude<BankRowProblem, 'columns'> {
  const match = AMOUNT.exec(text);
  if (!match) return 'amount-format';
  const [, sign, pounds, decimals] = match as unknown as [string, string, string, string | undefined];
  if (decimals === undefined || decimals.length !== 2) return 'amount-decimals';
  if (sign === '-') return 'amount-negative';
  const whole = pounds.replace(/^0+(?=\d)/, '');
  // More digits than the largest amount has pounds: too large, and never a number that loses digits.
  if (whole.length > String(MAX_AMOUNT_PIASTRES / 100).length) return 'amount-too-large';
  const piastres = Number(whole) * 100 + Number(decimals);
  if (piastres === 0) return 'amount-zero';
  if (piastres > MAX_AMOUNT_PIASTRES) return 'amount-too-large';
  return piastres;
}
