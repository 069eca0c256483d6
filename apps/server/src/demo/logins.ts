import type { DatabaseHandle } from '../platform/db/client.js';
import { RECORDS_SHOWCASE } from './withheld-grades.js';

export interface DemoLogin {
  kind: 'student' | 'staff';
  email: string;
  description: string;
}

/** The student is in the audience of a must-accept announcement (whatever its dates, which follow the demo's today). */
export const MUST_ACCEPT = `exists (select 1 from announcements a where a.must_accept
  and (a.faculty_id is null or a.faculty_id = s.faculty_id) and (a.program_id is null or a.program_id = s.program_id)
  and (a.level is null or a.level = s.level))`;
export const HAS_BLOCK = `exists (select 1 from student_blocks b where b.student_id = s.id and b.ends_at is null)`;

/**
 * Each situation a page distinguishes, as a condition on a student row `s` (with its program `p`). The
 * ordinary situations leave out blocked students and the audience of the must-accept announcement, which
 * have their own entries.
 */
const SITUATIONS: readonly { description: string; where: string; prefer?: string; special?: true }[] = [
  {
    description: 'good standing, registered this term',
    where: `s.status = 'active' and s.standing = 'good' and s.level > 1 and p.advising_mode = 'individual' and ${registeredNow(true)}`,
  },
  { description: 'honors', where: `s.status = 'active' and s.standing = 'honors'` },
  { description: 'academic warning', where: `s.status = 'active' and s.standing = 'warning'` },
  { description: 'on probation', where: `s.status = 'active' and s.standing = 'probation'` },
  { description: 'suspended', where: `s.status = 'suspended'` },
  {
    description: 'group-advising program',
    where: `s.status = 'active' and p.advising_mode = 'group'`,
    // One whose group advising is not stopped by a hold (the holds have their own logins).
    prefer: `(exists (select 1 from registration_holds h where h.student_id = s.id and h.ends_at is null)
      or (select coalesce(sum(c.amount_piastres), 0) from billing_charges c where c.student_id = s.id)
        > (select coalesce(sum(y.amount_piastres), 0) from billing_payments y where y.student_id = s.id))`,
  },
  {
    // In a summer term every freshman already has a year of grades; otherwise pick one who has none yet.
    description: 'freshman',
    where: `s.status = 'active' and s.level = 1`,
    prefer: `exists (select 1 from registrations r where r.student_id = s.id and r.status = 'completed')`,
  },
  {
    description: 'not yet registered this term',
    where: `s.status = 'active' and s.level > 1 and not ${registeredNow(false)}`,
  },
  { description: 'graduated', where: `s.status = 'graduated'` },
  {
    description: 'two exams at the same time this term (exam clash)',
    where: `s.status = 'active' and exists (select 1 from exam_seats x
      join exams e on e.id = x.exam_id join terms t on t.id = e.term_id and t.is_current
      join exam_seats y on y.student_id = x.student_id and y.exam_id <> x.exam_id
      join exams f on f.id = y.exam_id and f.term_id = e.term_id
      where x.student_id = s.id and e.starts_at < f.ends_at and f.starts_at < e.ends_at)`,
  },
  {
    description: 'advising walk-through: confirm contact data, then advise (not registered yet, no holds)',
    where: `s.status = 'active' and s.level > 1 and p.advising_mode = 'individual' and not ${registeredNow(true)}
      and not exists (select 1 from student_contact_details d join terms t on t.id = d.term_id and t.is_current
        where d.student_id = s.id)
      and not exists (select 1 from registration_holds h where h.student_id = s.id and h.ends_at is null)`,
  },
  {
    description: 'fees paid in full, nothing owed',
    where: `s.status = 'active' and exists (select 1 from billing_charges c where c.student_id = s.id)
      and (select coalesce(sum(c.amount_piastres), 0) from billing_charges c where c.student_id = s.id)
        <= (select coalesce(sum(y.amount_piastres), 0) from billing_payments y where y.student_id = s.id)`,
  },
  {
    description: 'unpaid balance (holds registration)',
    where: `s.status = 'active' and (select coalesce(sum(c.amount_piastres), 0) from billing_charges c where c.student_id = s.id)
      > (select coalesce(sum(y.amount_piastres), 0) from billing_payments y where y.student_id = s.id)
      and not exists (select 1 from billing_student_plans sp where sp.student_id = s.id)`,
  },
  {
    description: 'on an installment plan: first installment paid, the second due later (no hold)',
    where: `s.status = 'active' and exists (select 1 from billing_student_plans sp where sp.student_id = s.id)
      and exists (select 1 from billing_invoices v where v.student_id = s.id and v.installment_id is not null and v.status = 'paid')`,
  },
  {
    description: 'installment overdue (holds registration until paid)',
    where: `s.status = 'active' and exists (select 1 from billing_student_plans sp where sp.student_id = s.id)
      and not exists (select 1 from billing_invoices v where v.student_id = s.id and v.installment_id is not null)`,
  },
  {
    description: "paid at a bank, waiting for the bank's statement (finance's import confirms it)",
    where: `s.status = 'active' and exists (select 1 from billing_bank_notices n join billing_invoices v on v.id = n.invoice_id
      where n.student_id = s.id and v.status = 'open')`,
  },
  {
    description: 'registrar hold on registration',
    where: `s.status = 'active' and exists (select 1 from registration_holds h where h.student_id = s.id
      and h.kind = 'registrar' and h.ends_at is null)`,
  },
  {
    description: 'must accept an announcement before using the portal',
    where: `s.status = 'active' and ${MUST_ACCEPT}`,
    special: true,
  },
  {
    description: 'blocked from the portal (the menu answers 403)',
    where: `s.status = 'active' and exists (select 1 from student_blocks b where b.student_id = s.id and b.scope = 'portal' and b.ends_at is null)`,
    special: true,
  },
  {
    description: 'records showcase: a withheld grade, a repeated course, a W and attendance over the limits',
    ...RECORDS_SHOWCASE,
    special: true,
  },
  {
    description: 'bus subscriber, bus fee paid',
    where: `s.status = 'active' and exists (select 1 from billing_payments y where y.student_id = s.id and y.reference like 'BUS-%')`,
  },
  {
    description: 'bus subscriber, bus fee still owed',
    where: `s.status = 'active' and exists (select 1 from bus_subscriptions b where b.student_id = s.id)
      and not exists (select 1 from billing_payments y where y.student_id = s.id and y.reference like 'BUS-%')`,
  },
  {
    description: 'military education due (fee not paid)',
    where: `s.status = 'active' and exists (select 1 from billing_charges c where c.student_id = s.id and c.kind = 'military')
      and not exists (select 1 from billing_payments y where y.student_id = s.id and y.reference like 'MIL-%')`,
  },
  {
    description: 'international exchange: a seat allocated, the offer to answer',
    where: `s.status = 'active' and exists (select 1 from intl_applications a where a.student_id = s.id
      and a.state = 'allocated')`,
  },
  {
    description: 'international: DUPHAT place accepted, fee to pay',
    where: `s.status = 'active' and exists (select 1 from intl_applications a join intl_programs g on g.id = a.program_id
      where a.student_id = s.id and g.page_name = 'duphat' and a.state = 'offer-accepted' and a.plan_code is null)`,
  },
  {
    description: 'international exchange: application returned for a document to correct',
    where: `s.status = 'active' and exists (select 1 from intl_applications a where a.student_id = s.id
      and a.state = 'returned')`,
  },
  {
    description: 'barred from the exams (unpaid tuition)',
    where: `s.status = 'active' and exists (select 1 from student_blocks b where b.student_id = s.id and b.scope = 'exams' and b.ends_at is null)`,
    special: true,
  },
];

function registeredNow(registered: boolean): string {
  const status = registered ? `and r.status = 'registered'` : '';
  return `exists (select 1 from registrations r join terms t on t.id = r.term_id where r.student_id = s.id and t.is_current ${status})`;
}

/** A handful of students in different situations and every staff account of `domain`, for the start-up banner. */
export async function demoLogins(handle: DatabaseHandle, domain: string): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  const suffix = `@${domain.toLowerCase()}`;
  for (const situation of SITUATIONS) {
    const rows = await handle.query<{ email: string; program: string; level: number }>(
      `select s.email, p.name_en as program, s.level
         from students s join programs p on p.id = s.program_id
        where right(s.email, length($1)) = $1 and ${situation.where}
          ${situation.special ? '' : `and not ${HAS_BLOCK} and not ${MUST_ACCEPT}`}
        order by ${situation.prefer ? `${situation.prefer}, ` : ''}s.id limit 1`,
      [suffix],
    );
    const row = rows[0];
    if (!row) continue;
    logins.push({
      kind: 'student',
      email: row.email,
      description: `${situation.description} (${row.program}, level ${row.level})`,
    });
  }
  const staff = await handle.query<{ email: string; roles: string[]; status: string }>(
    `select email, roles, status from staff_members where right(email, length($1)) = $1 order by id`,
    [suffix],
  );
  for (const member of staff) {
    const roles = `staff: ${member.roles.join(', ')}`;
    logins.push({
      kind: 'staff',
      email: member.email,
      description: member.status === 'active' ? roles : `${roles} (disabled: sign-in is refused)`,
    });
  }
  return logins;
}
