import { universityDayBounds } from '../platform/clock.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { checkDigit } from '../modules/billing/payment-reference.js';
import { dayOf, isoDay } from './days.js';

export interface DemoInstallmentOptions {
  today: Date;
  timeZone: string;
  onProgress: (line: string) => void;
}

/** A demo payment reference: fixed by the student (so the demo is reproducible) and check-digited like any. */
const demoReference = (studentId: number) => {
  const body = `9${String(studentId).padStart(10, '0')}`;
  return `${body}${String(checkDigit(body))}`;
};

/**
 * The current term's installment plans (halves: one due ten days ago and one in six weeks; thirds, for
 * balances of EGP 5,000 or more, all still to come), open to choose for a month either side of today;
 * and two students who owe this term on the halves: the first paid its first installment (one due
 * later, no hold), the second did not (overdue: the unpaid-balance hold). Others who owe may choose.
 */
export async function loadDemoInstallments(
  handle: DatabaseHandle,
  options: DemoInstallmentOptions,
): Promise<void> {
  const run = <T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ) => handle.query<T>(text, params);
  const today = dayOf(options.today);
  const day = (offset: number) => isoDay(today + offset);
  const [term] = await run<{ id: number }>(`select id from terms where is_current`);
  if (!term) return;
  const plans: [string, string, string, number, [number, string][]][] = [
    [
      'HALVES',
      'Two installments',
      'قسطان',
      0,
      [
        [5_000, day(-10)],
        [5_000, day(42)],
      ],
    ],
    [
      'THIRDS',
      'Three installments',
      'ثلاثة أقساط',
      5_000_00,
      [
        [3_400, day(14)],
        [3_300, day(44)],
        [3_300, day(74)],
      ],
    ],
  ];
  const planIds = new Map<string, number>();
  for (const [code, en, ar, minimum, parts] of plans) {
    const [row] = await run<{ id: number }>(
      `insert into billing_installment_plans (term_id, code, name_en, name_ar, opens_on, closes_on, min_balance_piastres)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [term.id, code, en, ar, day(-30), day(30), minimum],
    );
    planIds.set(code, row?.id ?? 0);
    for (const [index, [share, dueOn]] of parts.entries())
      await run(
        `insert into billing_installment_plan_parts (plan_id, sequence, share_basis_points, due_on) values ($1, $2, $3, $4)`,
        [row?.id, index + 1, share, dueOn],
      );
  }

  // Two who owe this term and nothing else (no bus or military fee), by id so the demo is reproducible.
  const owing = await run<{ student_id: number; owed: string }>(
    `select c.student_id, sum(c.amount_piastres) - coalesce((select sum(y.amount_piastres) from billing_payments y
              where y.student_id = c.student_id and y.term_id = c.term_id), 0) as owed
       from billing_charges c join students s on s.id = c.student_id and s.status = 'active'
      where c.term_id = $1 and c.kind in ('tuition', 'term_fees')
        and not exists (select 1 from billing_charges o where o.student_id = c.student_id and o.kind not in ('tuition', 'term_fees'))
        and not exists (select 1 from registration_holds h where h.student_id = c.student_id and h.ends_at is null)
      group by c.student_id, c.term_id
     having sum(c.amount_piastres) > coalesce((select sum(y.amount_piastres) from billing_payments y
              where y.student_id = c.student_id and y.term_id = c.term_id), 0)
      order by c.student_id limit 2`,
    [term.id],
  );
  const halves = plans[0]?.[4] ?? [];
  for (const [position, student] of owing.entries()) {
    const total = Number(student.owed);
    const first = Math.floor((total * 5_000) / 10_000);
    const [chosen] = await run<{ id: number }>(
      `insert into billing_student_plans (student_id, term_id, plan_id, total_piastres, chosen_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        student.student_id,
        term.id,
        planIds.get('HALVES'),
        total,
        new Date(options.today.getTime() - 20 * 86_400_000),
      ],
    );
    const installmentIds: number[] = [];
    for (const [index, [, dueOn]] of halves.entries()) {
      const [row] = await run<{ id: number }>(
        `insert into billing_student_installments
           (student_plan_id, student_id, term_id, sequence, amount_piastres, due_on, overdue_from)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          chosen?.id,
          student.student_id,
          term.id,
          index + 1,
          index === 0 ? first : total - first,
          dueOn,
          universityDayBounds(dueOn, options.timeZone).end,
        ],
      );
      installmentIds.push(row?.id ?? 0);
    }
    if (position > 0) continue;
    // The first student paid their first installment through its own invoice, before its due date.
    const paidAt = new Date(options.today.getTime() - 12 * 86_400_000);
    const [invoice] = await run<{ id: number }>(
      `insert into billing_invoices
         (student_id, term_id, amount_piastres, reference, status, expires_at, created_at, paid_at, installment_id)
       values ($1, $2, $3, $4, 'paid', $5, $5, $5, $6) returning id`,
      [student.student_id, term.id, first, demoReference(student.student_id), paidAt, installmentIds[0]],
    );
    await run(
      `insert into billing_payments (student_id, term_id, amount_piastres, reference, channel, invoice_id, paid_at, receipt_sent_at)
       values ($1, $2, $3, $4, 'card', $5, $6, $6)`,
      [student.student_id, term.id, first, demoReference(student.student_id), invoice?.id, paidAt],
    );
  }
  options.onProgress('loaded installment plans: two students on a plan (one overdue)');
}
