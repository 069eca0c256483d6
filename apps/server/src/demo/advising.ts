import type { DatabaseHandle } from '../platform/db/client.js';

/** Tuition and term fees of the demo's bills, in piastres (the defaults of TUITION_PER_CREDIT and TERM_FEES). */
const TUITION_PER_CREDIT = 3500_00;
const TERM_FEES = 2500_00;

/**
 * Which students the demo leaves with something to settle before advising, picked by id so the same seed
 * gives the same students: those not registered yet this term (they have not started advising) and about
 * one in ten of the others have not confirmed their contact data this term, three in thirty-seven owe part
 * of this term's bill, one in fifty-three has a registrar hold and one in ninety-seven a disciplinary hold.
 */
const UNCONFIRMED = `(s.id % 10 = 3 or not exists (select 1 from registrations r join terms rt on rt.id = r.term_id
  where r.student_id = s.id and rt.is_current and r.status = 'registered'))`;
const UNPAID = 's.id % 37 in (5, 18, 31)';
const REGISTRAR_HOLD = 's.id % 53 = 7';
const DISCIPLINARY_HOLD = 's.id % 97 = 11';

/**
 * Advising data of the current term, set-based on what the generator loaded: contact data confirmed by
 * most students, this term's bills and payments, registrar and disciplinary holds, and for the
 * group-advising programs their ready-made groups (one lecture section of each level course, with its
 * first lab) and module elective groups (the level's elective courses, pick one).
 */
export async function loadDemoAdvising(
  handle: DatabaseHandle,
  options: { today: Date; onProgress: (line: string) => void },
): Promise<void> {
  const today = options.today.toISOString();
  const run = (text: string, params: unknown[] = []) => handle.query(text, params);

  await run(
    `insert into student_contact_details (student_id, term_id, phone, address, emergency_contact_name,
       emergency_contact_phone, emergency_contact_relation, confirmed_at)
     select s.id, t.id, '+20 10' || lpad((s.id::bigint * 7919 % 100000000)::text, 8, '0'),
            (s.id % 90 + 1)::text || ' El Gomhoreya Street, Mansoura',
            'Parent of ' || s.name_en, '+20 11' || lpad((s.id::bigint * 104729 % 100000000)::text, 8, '0'),
            case when s.id % 2 = 0 then 'Mother' else 'Father' end,
            t.starts_on::timestamptz - interval '20 days'
       from students s cross join terms t
      where t.is_current and s.status = 'active' and not (${UNCONFIRMED})`,
  );

  // This term's bill: tuition for the credits held and the term fees; paid in full but by the few who owe.
  await run(
    `insert into billing_charges
       (student_id, term_id, kind, description, description_ar, amount_piastres, charged_at, due_on, source_key)
     select r.student_id, t.id, 'tuition', 'Tuition, ' || sum(c.credits) || ' credits',
            'المصروفات الدراسية، ' || sum(c.credits) || ' ساعة معتمدة',
            sum(c.credits) * ${TUITION_PER_CREDIT}, t.starts_on::timestamptz - interval '30 days', t.starts_on,
            'tuition:' || t.code || ':' || r.student_id
       from registrations r join sections x on x.id = r.section_id and x.kind = 'lecture'
       join courses c on c.id = x.course_id join terms t on t.id = r.term_id and t.is_current
      where r.status = 'registered' group by r.student_id, t.id, t.starts_on, t.code`,
  );
  await run(
    `insert into billing_charges
       (student_id, term_id, kind, description, description_ar, amount_piastres, charged_at, due_on, source_key)
     select b.student_id, b.term_id, 'term_fees', 'Registration and services', 'رسوم التسجيل والخدمات', ${TERM_FEES}, b.charged_at,
            b.due_on, 'term_fees:' || substr(b.source_key, length('tuition:') + 1)
       from billing_charges b where b.kind = 'tuition'`,
  );
  await run(
    `insert into billing_payments (student_id, term_id, amount_piastres, reference, paid_at)
     select b.student_id, b.term_id,
            case when ${UNPAID.replace('s.id', 'b.student_id')} then sum(b.amount_piastres) * 6 / 10 else sum(b.amount_piastres) end,
            'NBE-' || lpad(b.student_id::text, 7, '0'), min(b.charged_at) + interval '5 days'
       from billing_charges b group by b.student_id, b.term_id`,
  );

  // The banks students deposit cash at (the university's accounts); the bus fees go to two of them only.
  await run(
    `insert into billing_banks (code, name_en, name_ar, account_number, takes_faculty, takes_bus, active)
     values ('NBE', 'National Bank of Egypt', 'البنك الأهلي المصري', '1903070123456701', true, true, true),
            ('BM', 'Banque Misr', 'بنك مصر', '4410001000245811', true, true, true),
            ('CIB', 'Commercial International Bank', 'البنك التجاري الدولي', '100032457890', true, false, true)`,
  );

  await run(
    `insert into registration_holds (student_id, kind, reason, starts_at)
     select s.id, 'registrar', 'Bring your secondary school certificate (original) to the registrar.',
            $1::timestamptz - interval '12 days'
       from students s where s.status = 'active' and ${REGISTRAR_HOLD}
     union all
     select s.id, 'disciplinary', 'Decision of the disciplinary board: registration suspended for this term.',
            $1::timestamptz - interval '20 days'
       from students s where s.status = 'active' and ${DISCIPLINARY_HOLD}`,
    [today],
  );

  await loadGroups(run);
  options.onProgress('loaded advising: contact data, bills, banks, holds, groups and elective groups');
}

async function loadGroups(run: (text: string, params?: unknown[]) => Promise<unknown>): Promise<void> {
  // The lecture sections of each group program's core courses this term, numbered per course; a level's
  // courses are taken in code order while their credits fit a normal load (17), so a group can be saved.
  const offered = `
    with level_courses as (
      select distinct p.id as program_id, pcc.suggested_level as level, c.id as course_id, c.code, c.credits
        from programs p
        join plan_categories pc on pc.program_id = p.id and not pc.is_elective
        join plan_category_courses pcc on pcc.category_id = pc.id
        join courses c on c.id = pcc.course_id
       where p.advising_mode = 'group' and exists (select 1 from sections s join terms t on t.id = s.term_id
         and t.is_current where s.course_id = c.id and s.kind = 'lecture')),
    capped as (
      select *, sum(credits) over (partition by program_id, level order by code rows unbounded preceding) as running
        from level_courses)
    select k.program_id, k.level, s.id as section_id, s.course_id,
           row_number() over (partition by k.program_id, k.level, s.course_id order by s.section_no, s.id) as k,
           count(*) over (partition by k.program_id, k.level, s.course_id) as n
      from capped k
      join sections s on s.course_id = k.course_id and s.kind = 'lecture'
      join terms t on t.id = s.term_id and t.is_current
     where k.running <= 17`;
  await run(
    `insert into advising_groups (term_id, program_id, level, code, name_en, name_ar)
     select t.id, o.program_id, o.level, 'L' || o.level || '-G' || g, 'Level ' || o.level || ', group ' || g,
            'المستوى ' || o.level || '، المجموعة ' || g
       from (select program_id, level, least(3, max(n)) as groups from (${offered}) x group by program_id, level) o
       cross join lateral generate_series(1, o.groups) g
       join terms t on t.is_current
      order by o.program_id, o.level, g`,
  );
  // Group g takes the g-th lecture of each course (the last one when a course has fewer), and its first lab.
  await run(
    `insert into advising_group_sections (group_id, section_id)
     select distinct gr.id, pick.section_id
       from advising_groups gr
       join terms t on t.id = gr.term_id and t.is_current
       join (${offered}) o on o.program_id = gr.program_id and o.level = gr.level
        and o.k = least(split_part(gr.code, '-G', 2)::int, o.n)
       cross join lateral (
         select o.section_id
         union all
         (select l.id from sections l where l.lecture_section_id = o.section_id order by l.section_no, l.id limit 1)
       ) pick`,
  );
  await run(
    `insert into elective_groups (term_id, program_id, level, code, name_en, name_ar, pick)
     select distinct t.id, p.id, pcc.suggested_level, 'L' || pcc.suggested_level || '-E',
            c.name_en || ', level ' || pcc.suggested_level, c.name_ar || '، المستوى ' || pcc.suggested_level, 1
       from programs p
       join plan_categories c on c.program_id = p.id and c.is_elective
       join plan_category_courses pcc on pcc.category_id = c.id
       join terms t on t.is_current
      where p.advising_mode = 'group'
        and exists (select 1 from sections s where s.course_id = pcc.course_id and s.term_id = t.id)
      on conflict do nothing`,
  );
  await run(
    `insert into elective_group_sections (elective_group_id, section_id)
     select distinct e.id, s.id
       from elective_groups e
       join plan_categories c on c.program_id = e.program_id and c.is_elective
       join plan_category_courses pcc on pcc.category_id = c.id and pcc.suggested_level = e.level
       join sections s on s.course_id = pcc.course_id and s.term_id = e.term_id`,
  );
}
