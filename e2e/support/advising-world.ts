import {
  advisingStudentData,
  advisingValidation,
  courseSections,
  studentCategories,
  type AdvisingSection,
  type CourseSections,
} from '@portal/contract';
import type { APIRequestContext } from '@playwright/test';
import { findStudent, type FoundStudent, type StudentApi } from './student-api';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The advising walk-through's own portal. The shared demo registers nearly every student for the current
 * term already, so four more courses would break their credit limit: this portal frees the current-term
 * seats of a few students in good standing (seat counts kept equal to the registrations) and lets their
 * registration tickets open an hour ago. The advising and add/drop windows are open in the demo; the
 * advising preview's is reopened.
 */
export function startAdvisingWorld(): Promise<OwnServer> {
  const current = `(select id from terms where is_current)`;
  const chosen = `(select student_id from e2e_advising_students)`;
  return startOwnServer({
    students: 60,
    prepare: [
      `create temp table e2e_advising_students as
         select s.id as student_id from students s join programs p on p.id = s.program_id
         where s.status = 'active' and s.standing = 'good' and s.level between 2 and 4
           and p.advising_mode = 'individual'
           and not exists (select 1 from registration_holds h where h.student_id = s.id)
           and not exists (select 1 from student_blocks b where b.student_id = s.id)
           and (select coalesce(sum(c.amount_piastres), 0) from billing_charges c where c.student_id = s.id)
             <= (select coalesce(sum(y.amount_piastres), 0) from billing_payments y where y.student_id = s.id)
           and (select count(*) from registrations r join sections x on x.id = r.section_id
                where r.student_id = s.id and r.term_id = ${current} and r.status = 'registered'
                  and x.kind = 'lecture') >= 4
         order by s.code limit 4`,
      `update sections x set enrolled = x.enrolled - freed.seats
         from (select section_id, count(*)::int as seats from registrations
               where student_id in ${chosen} and term_id = ${current} and status = 'registered'
               group by section_id) freed
         where x.id = freed.section_id`,
      `update registrations set status = 'dropped'
         where student_id in ${chosen} and term_id = ${current} and status = 'registered'`,
      `update registration_tickets set opens_at = now() - interval '1 hour' where student_id in ${chosen}`,
      // The walk-through previews the term too: the preview's window, closed in the demo by now, reopened.
      `update term_windows set opens_at = now() - interval '1 day', closes_at = now() + interval '7 days'
         where kind = 'advising_preview' and term_id = ${current}`,
      // The walk-through confirms this term's contact data itself (the demo has most students confirmed).
      `delete from student_contact_details where student_id in ${chosen} and term_id = ${current}`,
    ],
  });
}

/** A lecture with the lab or tutorial taken with it (none for a course without). */
export interface SectionChoice {
  courseId: number;
  code: string;
  lecture: AdvisingSection;
  lab: AdvisingSection | null;
}

/** What the walk-through does: four courses that fit together, a clash to be refused, a section to swap to. */
export interface AdvisingPlan {
  nameEn: string;
  studentCode: string;
  credits: number;
  courses: SectionChoice[];
  /** Tried once course number `after` (of `courses`) is in: clashes with it (`with`), refused. */
  clash: SectionChoice & { after: number; with: string };
  /** In the add/drop window: another section of one of the four, fitting with the other three. */
  swap: SectionChoice;
}

const minutes = (clock: string) => {
  const [hours = 0, rest = 0] = clock.split(':').map(Number);
  return hours * 60 + rest;
};

function meetingsOf(choice: SectionChoice) {
  return [choice.lecture, ...(choice.lab ? [choice.lab] : [])].flatMap((section) => section.SectionSchedule);
}

function overlaps(a: SectionChoice, b: SectionChoice): boolean {
  return meetingsOf(a).some((x) =>
    meetingsOf(b).some(
      (y) =>
        x.Day === y.Day && minutes(x.StartsAt) < minutes(y.EndsAt) && minutes(y.StartsAt) < minutes(x.EndsAt),
    ),
  );
}

/** Every open lecture with each of its open labs (or alone when the course has none). */
function choicesOf(course: CourseSections): SectionChoice[] {
  const open = course.Sections.filter((section) => section.SeatsLeft > 0);
  return open
    .filter((section) => section.Kind === 'lecture')
    .flatMap((lecture): SectionChoice[] => {
      const labs = open.filter((section) => section.LectureSectionId === lecture.SectionId);
      const withLab = course.Sections.some((section) => section.LectureSectionId === lecture.SectionId);
      if (!withLab) return [{ courseId: course.CourseId, code: course.CourseCode, lecture, lab: null }];
      return labs.map((lab) => ({ courseId: course.CourseId, code: course.CourseCode, lecture, lab }));
    });
}

/**
 * A registration read goes through the waiting room; on a fresh server the first ones wait a moment in
 * its line (Status "503", let in within seconds). Asks again until admitted.
 */
export async function admitted<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 30 || !(error instanceof Error) || !error.message.includes('waiting room')) throw error;
      await new Promise((resume) => setTimeout(resume, 1_000));
    }
  }
}

async function inspect(api: StudentApi): Promise<Omit<AdvisingPlan, 'nameEn'> | undefined> {
  const data = await api.get(advisingStudentData, '/api/Advising/GetStudentData');
  if (data.RegisteredCredits !== 0 || data.AdvisingMode !== 'individual' || !data.WindowOpen)
    return undefined;
  const validation = await api.get(advisingValidation, '/api/AdvisingValidator/Check?kind=advising');
  if (validation.Holds.some((hold) => hold.Code !== 'contact_not_confirmed')) return undefined;
  const plan = await api.get(studentCategories, '/api/Advising/GetStudentCategories');
  const eligible = [
    ...new Map(
      plan.Categories.flatMap((category) => category.Courses)
        .filter((course) => course.State === 'eligible' && course.Offered)
        .map((course) => [course.CourseId, course]),
    ).values(),
  ];
  const offered: SectionChoice[][] = [];
  for (const course of eligible.slice(0, 16)) {
    const sections = await admitted(() =>
      api.post(courseSections, '/api/Advising/GetCourseSections', { CourseId: course.CourseId }),
    );
    offered.push(choicesOf(sections));
  }
  // Four courses whose sections fit together, chosen greedily; credits within the limit.
  const courses: SectionChoice[] = [];
  for (const choices of offered) {
    const fit = choices.find((choice) => courses.every((taken) => !overlaps(taken, choice)));
    if (fit && courses.length < 4) courses.push(fit);
  }
  if (courses.length < 4) return undefined;
  const credits = courses.reduce(
    (sum, choice) => sum + (eligible.find((course) => course.CourseId === choice.courseId)?.Credits ?? 0),
    0,
  );
  if (credits > data.CreditLimits.Max || credits < data.CreditLimits.Min) return undefined;
  // A section of a fifth course that clashes with one of the four: tried once that one is in, refused.
  const clash = offered
    .flat()
    .find(
      (choice) =>
        !courses.some((taken) => taken.courseId === choice.courseId) &&
        courses.some((taken) => overlaps(taken, choice)),
    );
  const clashAfter = clash ? courses.findIndex((taken) => overlaps(taken, clash)) : -1;
  // Another section of one of the four that fits with the other three: another lecture where the course
  // has one (the small demo seldom does), else another lab of the same lecture.
  const alternatives = offered.flat().filter((choice) => {
    const mine = courses.find((taken) => taken.courseId === choice.courseId);
    if (
      !mine ||
      (mine.lecture.SectionId === choice.lecture.SectionId && mine.lab?.SectionId === choice.lab?.SectionId)
    )
      return false;
    return courses.every((taken) => taken.courseId === choice.courseId || !overlaps(taken, choice));
  });
  const swap =
    alternatives.find((choice) =>
      courses.some(
        (taken) => taken.courseId === choice.courseId && taken.lecture.SectionId !== choice.lecture.SectionId,
      ),
    ) ?? alternatives[0];
  const clashesWith = courses[clashAfter];
  if (!clash || !clashesWith || !swap) return undefined;
  return {
    studentCode: data.StudentCode,
    credits,
    courses,
    clash: { ...clash, after: clashAfter, with: clashesWith.code },
    swap,
  };
}

/** The first freed student for whom the walk-through can be planned, and the plan. */
export async function advisingStudent(
  request: APIRequestContext,
): Promise<FoundStudent<Omit<AdvisingPlan, 'nameEn'>>> {
  return findStudent(request, inspect, { limit: 60 });
}
