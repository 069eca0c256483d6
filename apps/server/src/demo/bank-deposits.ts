import type { DatabaseHandle } from '../platform/db/client.js';
import { checkDigit } from '../modules/billing/payment-reference.js';

/** A demo payment reference of its own series (8…), fixed by the student so the demo is reproducible. */
const demoReference = (studentId: number) => {
  const body = `8${String(studentId).padStart(10, '0')}`;
  return `${body}${String(checkDigit(body))}`;
};

/** As BANK_DEPOSIT_VALID_DAYS's default: the demo is generated before any deployment's settings matter. */
const DEPOSIT_DAYS = 7;

/**
 * One student who owes this term, is on no plan and chose to pay at a bank: their invoice for the whole
 * balance is open, the bank's notice accepted yesterday, the deposit made and declared, and it waits for the
 * bank's statement to reach finance (the Finance page's import confirms it).
 */
export async function loadDemoBankDeposit(
  handle: DatabaseHandle,
  options: { today: Date; onProgress: (line: string) => void },
): Promise<void> {
  const run = <T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ) => handle.query<T>(text, params);
  const [term] = await run<{ id: number }>(`select id from terms where is_current`);
  const [bank] = await run<{ id: number }>(
    `select id from billing_banks where active and takes_faculty order by code limit 1`,
  );
  if (!term || !bank) return;
  const [student] = await run<{ student_id: number; owed: string }>(
    `select c.student_id, sum(c.amount_piastres) - coalesce((select sum(y.amount_piastres) from billing_payments y
              where y.student_id = c.student_id and y.term_id = c.term_id), 0) as owed
       from billing_charges c join students s on s.id = c.student_id and s.status = 'active'
      where c.term_id = $1
        and not exists (select 1 from billing_student_plans p where p.student_id = c.student_id)
        and not exists (select 1 from billing_invoices v where v.student_id = c.student_id)
        and not exists (select 1 from registration_holds h where h.student_id = c.student_id and h.ends_at is null)
      group by c.student_id, c.term_id
     having sum(c.amount_piastres) > coalesce((select sum(y.amount_piastres) from billing_payments y
              where y.student_id = c.student_id and y.term_id = c.term_id), 0)
      order by c.student_id limit 1`,
    [term.id],
  );
  if (!student) return;
  const acceptedAt = new Date(options.today.getTime() - 86_400_000);
  const depositBy = new Date(acceptedAt.getTime() + DEPOSIT_DAYS * 86_400_000);
  const [invoice] = await run<{ id: number }>(
    `insert into billing_invoices (student_id, term_id, amount_piastres, reference, status, expires_at, created_at)
     values ($1, $2, $3, $4, 'open', $5, $6) returning id`,
    [
      student.student_id,
      term.id,
      Number(student.owed),
      demoReference(student.student_id),
      depositBy,
      acceptedAt,
    ],
  );
  await run(
    `insert into billing_bank_notices (invoice_id, bank_id, student_id, accepted_at, deposit_by) values ($1, $2, $3, $4, $5)`,
    [invoice?.id, bank.id, student.student_id, acceptedAt, depositBy],
  );
  // They told us the bank's transaction number from their receipt: finance sees it as a suggestion.
  await run(
    `insert into billing_declared_deposits (student_id, invoice_id, bank_id, deposit_number, deposited_on, amount_piastres, declared_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      student.student_id,
      invoice?.id,
      bank.id,
      `DEP${String(student.student_id).padStart(8, '0')}`,
      acceptedAt.toISOString().slice(0, 10),
      Number(student.owed),
      acceptedAt,
    ],
  );
  options.onProgress('loaded a bank deposit waiting for the bank statement');
}
