import { startOwnServer, type OwnServer } from './own-server';

const current = `(select id from terms where is_current)`;
const chosen = `(select student_id from e2e_waitlist_students)`;

/** Students in good standing with nothing that would stop a registration: no hold, balance paid, contact data confirmed. */
const clearStudents = `
  select s.id as student_id from students s
  where s.status = 'active' and s.standing = 'good' and s.level between 2 and 4
    and not exists (select 1 from registration_holds h where h.student_id = s.id)
    and not exists (select 1 from student_blocks b where b.student_id = s.id)
    and (select coalesce(sum(c.amount_piastres), 0) from billing_charges c where c.student_id = s.id)
      <= (select coalesce(sum(y.amount_piastres), 0) from billing_payments y where y.student_id = s.id)
    and exists (select 1 from student_contact_details d where d.student_id = s.id and d.term_id = ${current})
    and (select count(*) from registration_tickets t where t.student_id = s.id) = 2
    and (select p.advising_mode from programs p where p.id = s.program_id) = 'individual'
  order by s.code limit 4`;

/**
 * Issue 31's portal: both windows are open (as in the demo) and two clear students are inside their
 * advising time but a day before their add/drop time. Their current-term seats are freed (seat counts kept
 * equal to the registrations) so a course fits, and each holds a seat offer, made as a freed seat would be,
 * in a lecture-only section without requisites that they never took — a section full but for the seat
 * held for them. Two more such students hold no offer; every lecture of a course with labs is full, so
 * they can wait for one with its lab (one student for each of the phone and desktop runs).
 */
export function startWaitlistWorld(): Promise<OwnServer> {
  return startOwnServer({
    students: 100,
    prepare: [
      `create temp table e2e_waitlist_students as ${clearStudents}`,
      `update sections x set enrolled = x.enrolled - freed.seats
         from (select section_id, count(*)::int as seats from registrations
               where student_id in ${chosen} and term_id = ${current} and status = 'registered'
               group by section_id) freed
         where x.id = freed.section_id`,
      `update registrations set status = 'dropped'
         where student_id in ${chosen} and term_id = ${current} and status = 'registered'`,
      `update registration_tickets t
         set opens_at = case w.kind when 'advising' then now() - interval '1 hour' else now() + interval '1 day' end
         from term_windows w where w.id = t.window_id and t.student_id in ${chosen}`,
      `create temp table e2e_waitlist_offers as
         select st.student_id, (
           select x.id from sections x join courses c on c.id = x.course_id
           where x.term_id = ${current} and x.kind = 'lecture' and x.enrolled > 0
             and not exists (select 1 from sections l where l.lecture_section_id = x.id)
             and not exists (select 1 from course_requisites q where q.course_id = c.id)
             and not exists (select 1 from registrations r join sections y on y.id = r.section_id
                             where r.student_id = st.student_id and y.course_id = c.id)
           order by x.id limit 1 offset st.n) as section_id
         from (select student_id, (row_number() over (order by student_id) - 1)::int as n
               from e2e_waitlist_students) st
         where st.n < 2`,
      `update sections x set capacity = x.enrolled + 1, held = 1
         from e2e_waitlist_offers o where o.section_id = x.id`,
      `insert into waitlist_entries (student_id, section_id, status, joined_at, offered_at, offer_expires_at, notified_at)
         select student_id, section_id, 'offered', now() - interval '1 day', now(), now() + interval '20 hours', now()
         from e2e_waitlist_offers`,
      // Every lecture of a course with labs is full: the third student waits for one with a lab.
      `update sections x set capacity = x.enrolled
         where x.term_id = ${current} and x.kind = 'lecture' and x.enrolled > 0
           and exists (select 1 from sections l where l.lecture_section_id = x.id)`,
    ],
  });
}
