import type { Standing } from '../modules/student/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { CUMULATIVE_GPA } from './cumulative-gpa.js';
import { dayOf } from './days.js';
import { ApplicationPlanner, type Applicant } from './international-applications.js';
import { planApplications } from './international-plan.js';
import { loadDemoPrograms, type ProgramTerm } from './international-programs.js';
import { writePlan } from './international-writes.js';
import { HAS_BLOCK, MUST_ACCEPT } from './logins.js';
import { createRandom } from './random.js';
import { SHOWCASES } from './showcases.js';

export interface DemoInternationalOptions {
  seed: number;
  today: Date;
  onProgress: (line: string) => void;
}

/**
 * Students who may apply (active, not blocked, no disciplinary hold), with their cumulative GPA, the ones
 * in the middle of the university-ID order first: the end-to-end walks of other features take students
 * from either end of that order, and the showcase students (the first ids) are left out altogether.
 */
async function readApplicants(handle: DatabaseHandle): Promise<Applicant[]> {
  const rows = await handle.query<{
    studentId: number;
    facultyId: number;
    level: number;
    standing: string;
    gpa: number | null;
    position: number;
    total: number;
  }>(
    `with ${CUMULATIVE_GPA},
     ordered as (
       select s.id, row_number() over (order by s.code) as position, count(*) over () as total
         from students s where s.status = 'active')
     select s.id as "studentId", s.faculty_id as "facultyId", s.level, s.standing,
            round(g.gpa, 3)::float8 as gpa, o.position::int as position, o.total::int as total
       from students s join ordered o on o.id = s.id left join gpa g on g.student_id = s.id
      where s.id > $1 and not ${HAS_BLOCK} and not ${MUST_ACCEPT}
        and not exists (select 1 from registration_holds h where h.student_id = s.id
          and h.kind = 'disciplinary' and h.ends_at is null)`,
    [SHOWCASES.length],
  );
  const middle = (row: { position: number; total: number }) => Math.abs(row.position / row.total - 0.6);
  return rows
    .sort((a, b) => middle(a) - middle(b) || a.studentId - b.studentId)
    .map((row) => ({
      studentId: row.studentId,
      facultyId: row.facultyId,
      level: row.level,
      standing: row.standing as Standing,
      gpa: row.gpa,
    }));
}

async function readTerms(handle: DatabaseHandle, today: Date) {
  const rows = await handle.query<{
    id: number;
    code: string;
    name_en: string;
    name_ar: string;
    starts_on: string;
    ends_on: string;
    is_current: boolean;
  }>(
    `select id, code, name_en, name_ar, starts_on::text, ends_on::text, is_current from terms order by starts_on`,
  );
  const todayDay = dayOf(today);
  const termOf = (row: (typeof rows)[number]): ProgramTerm => ({
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    startDay: dayOf(new Date(`${row.starts_on}T00:00:00Z`)) - todayDay,
    endDay: dayOf(new Date(`${row.ends_on}T00:00:00Z`)) - todayDay,
  });
  const currentIndex = rows.findIndex((row) => row.is_current);
  const current = rows[currentIndex];
  // The exchange before: the last Fall or Spring before the current term (summers have no exchange).
  const past = rows.slice(0, Math.max(currentIndex, 0)).findLast((row) => !row.code.endsWith('SUMMER'));
  return current ? { current: termOf(current), past: past ? termOf(past) : null } : null;
}

/**
 * The international office's demo: partners, the spec's programs, each mode's checklist and applications in
 * every state with their logs and rounds. A student allocated a seat with an offer to answer and one with
 * a place on DUPHAT and its fee to pay are among them (the start-up banner names them). Application
 * documents are left out: the demo's requests store no uploaded files either.
 */
export async function loadDemoInternational(
  handle: DatabaseHandle,
  options: DemoInternationalOptions,
): Promise<void> {
  options.onProgress('international office: partners, programs and applications');
  const terms = await readTerms(handle, options.today);
  if (!terms) return;
  const programs = await loadDemoPrograms(handle, options.today, terms);
  const applicants = await readApplicants(handle);
  const [office] = await handle.query<{ id: number }>(
    `select id from staff_members where 'international-office' = any(roles) and status = 'active' order by id limit 1`,
  );
  const [next] = await handle.query<{ id: number }>(
    `select coalesce(max(id), 0)::int + 1 as id from intl_applications`,
  );
  const planner = new ApplicationPlanner(createRandom(options.seed, 'international'), next?.id ?? 1);
  planApplications(planner, programs, applicants);
  await writePlan(handle, planner, options.today, office?.id ?? null);
}
