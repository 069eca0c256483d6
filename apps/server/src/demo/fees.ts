import type { DatabaseHandle } from '../platform/db/client.js';

/** The demo's bus lines: code, names, fee in piastres, and stops (English, Arabic, pickup time). */
const LINES: readonly {
  code: string;
  en: string;
  ar: string;
  fee: number;
  stops: [string, string, string][];
}[] = [
  {
    code: 'N1',
    en: 'Talkha – Mansoura North',
    ar: 'طلخا – المنصورة شمال',
    fee: 1800_00,
    stops: [
      ['Talkha Bridge', 'كوبري طلخا', '06:45'],
      ['Mansoura Station', 'محطة المنصورة', '07:05'],
      ['El Gomhoreya Street', 'شارع الجمهورية', '07:20'],
    ],
  },
  {
    code: 'S2',
    en: 'Mit Ghamr – Aga',
    ar: 'ميت غمر – أجا',
    fee: 2400_00,
    stops: [
      ['Mit Ghamr Square', 'ميدان ميت غمر', '06:15'],
      ['Aga Centre', 'مركز أجا', '06:50'],
    ],
  },
  {
    code: 'E3',
    en: 'Sherbin – Belqas',
    ar: 'شربين – بلقاس',
    fee: 2100_00,
    stops: [
      ['Belqas Hospital', 'مستشفى بلقاس', '06:20'],
      ['Sherbin Square', 'ميدان شربين', '06:40'],
    ],
  },
];

/** Who rides: about one student in eleven; half of them paid. The military fee: one in thirteen of those who must. */
const RIDES = 's.id % 11 = 2';
const RIDER_PAID = 's.id % 22 = 2';
const MILITARY_PAID = 's.id % 26 = 1';

/**
 * The bus lines with their riders this term (the third line full, so a demo shows a full line), each
 * rider's bus charge and, for half of them, its payment; the current term's military-education course,
 * male Egyptian students' records (completed, exempt) and the fee due of those who are still to take it.
 */
export async function loadDemoFees(
  handle: DatabaseHandle,
  onProgress: (line: string) => void,
): Promise<void> {
  const run = (text: string, params: unknown[] = []) => handle.query(text, params);
  for (const line of LINES) {
    const rows = await handle.query<{ id: number }>(
      `insert into bus_lines (code, name_en, name_ar, fee_piastres, seats) values ($1, $2, $3, $4, 200) returning id`,
      [line.code, line.en, line.ar, line.fee],
    );
    const lineId = rows[0]?.id;
    for (const [index, [en, ar, time]] of line.stops.entries())
      await run(
        `insert into bus_stops (line_id, position, name_en, name_ar, pickup_time) values ($1, $2, $3, $4, $5)`,
        [lineId, index + 1, en, ar, time],
      );
  }
  const riders = `from students s cross join terms t
     join bus_lines l on l.code = (array['N1', 'S2', 'E3'])[s.id % 3 + 1]`;
  const riding = `where t.is_current and s.status = 'active' and ${RIDES}`;
  await run(
    `insert into billing_charges (student_id, term_id, kind, description, description_ar, amount_piastres, charged_at, due_on, source_key)
     select s.id, t.id, 'bus', 'Bus subscription, line ' || l.code || ' (' || l.name_en || ')',
            'اشتراك الحافلات، خط ' || l.code || ' (' || l.name_ar || ')', l.fee_piastres,
            t.starts_on::timestamptz - interval '10 days', t.starts_on + 14, 'bus:' || t.id || ':' || s.id || ':1'
     ${riders} ${riding}`,
  );
  await run(
    `insert into bus_subscriptions (student_id, term_id, line_id, stop_id, charge_id)
     select s.id, t.id, l.id, (select b.id from bus_stops b where b.line_id = l.id order by b.position limit 1), c.id
     ${riders} join billing_charges c on c.source_key = 'bus:' || t.id || ':' || s.id || ':1' ${riding}`,
  );
  // The bus fee of those who paid it; their other charges are paid, so it settles the bus line.
  await run(
    `insert into billing_payments (student_id, term_id, amount_piastres, reference, paid_at)
     select c.student_id, c.term_id, c.amount_piastres, 'BUS-' || lpad(c.student_id::text, 7, '0'),
            c.charged_at + interval '3 days'
       from billing_charges c join students s on s.id = c.student_id
      where c.kind = 'bus' and ${RIDER_PAID}`,
  );
  await run(
    `update bus_lines l set seats = greatest(1, (select count(*) from bus_subscriptions b where b.line_id = l.id))
      where l.code = 'E3'`,
  );

  await run(
    `insert into military_courses (term_id, fee_piastres, due_on)
     select id, 90000, starts_on + 30 from terms where is_current`,
  );
  const mustTake = `s.gender = 'male' and s.nationality = 'EG' and s.status = 'active'`;
  await run(
    `insert into military_records (student_id, outcome)
     select s.id, case when s.id % 41 = 3 then 'exempt' else 'completed' end
       from students s where ${mustTake} and (s.id % 41 = 3 or (s.level >= 3 and s.id % 13 <> 1))`,
  );
  await run(
    `insert into billing_charges (student_id, term_id, kind, description, description_ar, amount_piastres, charged_at, due_on, source_key)
     select s.id, m.term_id, 'military', 'Military education course fee', 'رسوم دورة التربية العسكرية', m.fee_piastres,
            t.starts_on::timestamptz, m.due_on, 'military:' || m.term_id || ':' || s.id
       from students s cross join military_courses m join terms t on t.id = m.term_id and t.is_current
      where ${mustTake} and s.id % 13 = 1
        and not exists (select 1 from military_records r where r.student_id = s.id)`,
  );
  await run(
    `insert into billing_payments (student_id, term_id, amount_piastres, reference, paid_at)
     select c.student_id, c.term_id, c.amount_piastres, 'MIL-' || lpad(c.student_id::text, 7, '0'),
            c.charged_at + interval '2 days'
       from billing_charges c join students s on s.id = c.student_id
      where c.kind = 'military' and ${MILITARY_PAID}`,
  );
  onProgress('loaded fees: bus lines and riders, military education');
}
