import type {
  AdvisingSection,
  ModuleStudentData,
  RuleRefusal,
  SelectedElectives,
  StudentGroupChoice,
  StudentGroups,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { academicRecordOf } from '../transcript/service.js';
import { creditLimitsFor, type RegistrationPolicy } from './policy.js';
import {
  advisingProfile,
  chosenGroupId,
  coursesOfSections,
  electiveGroupsFor,
  groupsFor,
  saveGroupChoice,
} from './queries.js';
import { currentTermId, heldSectionIds } from './rule-queries.js';
import type { TimetableChange } from './rules.js';
import { checkTimetable } from './timetable-facts.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import { advisingStudentData } from './service.js';
import { applyTimetableChange, type ChangeOutcome } from './timetable-change.js';
import type { Language } from '../../platform/i18n/language.js';
import { sectionViews, timetableAnswer, type UnsaidChange } from './views.js';
import { say, type Said, type Unsaid } from '../../platform/i18n/said.js';

/** Module/GetStudentData: the advising data with the group the student holds this term. */
export async function moduleStudentData(
  db: Database,
  studentId: number,
  policy: RegistrationPolicy,
  now: Date,
): Promise<ModuleStudentData | null> {
  const [data, termId] = await Promise.all([
    advisingStudentData(db, studentId, policy, now),
    currentTermId(db),
  ]);
  if (!data) return null;
  return { ...data, ChosenGroupId: termId === null ? null : await chosenGroupId(db, studentId, termId) };
}

/** What group advising offers the student this term: their program's groups and elective groups at their level. */
async function offerFor(db: Database, studentId: number) {
  const [profile, termId] = await Promise.all([advisingProfile(db, studentId), currentTermId(db)]);
  if (!profile || termId === null) return null;
  const [groups, electives] = await Promise.all([
    groupsFor(db, termId, profile.programId, profile.level),
    electiveGroupsFor(db, termId, profile.programId, profile.level),
  ]);
  return { termId, groups, electives };
}

/** Module/GetStudentGroups: the ready-made groups and elective groups of the student's program and level. */
export async function studentGroups(
  db: Database,
  studentId: number,
  timeZone: string,
  language: Language,
): Promise<StudentGroups> {
  const offer = await offerFor(db, studentId);
  if (!offer) return { TimeZone: timeZone, Groups: [], ElectiveGroups: [] };
  const { termId, groups, electives } = offer;
  const allIds = [
    ...new Set([...groups.flatMap((g) => g.sectionIds), ...electives.flatMap((g) => g.sectionIds)]),
  ];
  const [views, courseRows, chosen] = await Promise.all([
    sectionViews(db, studentId, termId, allIds, language),
    coursesOfSections(db, allIds),
    chosenGroupId(db, studentId, termId),
  ]);
  const courseOf = new Map(courseRows.map((row) => [row.courseId, row]));
  // In timetable order (course code, the lecture before its lab), whatever order the group lists them.
  const viewsOf = (ids: number[]) => views.filter((view) => ids.includes(view.SectionId));
  const creditsOf = (sections: AdvisingSection[]) =>
    [...new Set(sections.map((section) => section.CourseId))].reduce(
      (sum, courseId) => sum + (courseOf.get(courseId)?.credits ?? 0),
      0,
    );
  return {
    TimeZone: timeZone,
    Groups: groups.map((group) => {
      const sections = viewsOf(group.sectionIds);
      return {
        GroupId: group.id,
        Code: group.code,
        NameEn: group.nameEn,
        NameAr: group.nameAr,
        Level: group.level,
        Sections: sections,
        Credits: creditsOf(sections),
        Full: sections.some((section) => section.SeatsLeft === 0 && !section.Registered),
        Chosen: chosen === group.id,
      };
    }),
    ElectiveGroups: electives.map((group) => {
      const sections = viewsOf(group.sectionIds);
      const courseIds = [...new Set(sections.map((section) => section.CourseId))];
      return {
        ElectiveGroupId: group.id,
        Code: group.code,
        NameEn: group.nameEn,
        NameAr: group.nameAr,
        Pick: group.pick,
        Courses: courseIds.flatMap((courseId) => {
          const course = courseOf.get(courseId);
          if (!course) return [];
          return [
            {
              CourseId: courseId,
              CourseCode: course.courseCode,
              TitleEn: course.titleEn,
              TitleAr: course.titleAr,
              Credits: course.credits,
              Sections: sections.filter((section) => section.CourseId === courseId),
            },
          ];
        }),
      };
    }),
  };
}

/** Module/GetSelectedElectives: the group saved this term and the elective sections the student holds. */
export async function selectedElectives(db: Database, studentId: number): Promise<SelectedElectives> {
  const offer = await offerFor(db, studentId);
  if (!offer) return { GroupId: null, Electives: [] };
  const [held, chosen] = await Promise.all([
    heldSectionIds(db, studentId, offer.termId),
    chosenGroupId(db, studentId, offer.termId),
  ]);
  const heldSet = new Set(held);
  const picked = offer.electives.flatMap((group) =>
    group.sectionIds.filter((id) => heldSet.has(id)).map((sectionId) => ({ group: group.id, sectionId })),
  );
  const courses = new Map(
    (
      await coursesOfSections(
        db,
        picked.map((row) => row.sectionId),
      )
    ).map((row) => [row.sectionId, row]),
  );
  return {
    GroupId: chosen,
    Electives: picked.flatMap((row) => {
      const course = courses.get(row.sectionId);
      return course
        ? [
            {
              ElectiveGroupId: row.group,
              CourseId: course.courseId,
              CourseCode: course.courseCode,
              SectionId: row.sectionId,
            },
          ]
        : [];
    }),
  };
}

const choiceRefusal = (Message: Said, SectionId: number | null = null): Unsaid<RuleRefusal> => ({
  Code: 'elective_choice',
  Message,
  CourseCode: null,
  SectionId,
});

type ChoicePlan =
  | { kind: 'refused'; refusals: Unsaid<RuleRefusal>[] }
  | { kind: 'plan'; termId: number; groupCode: string; change: TimetableChange };

/**
 * Checks the choice belongs to the student (their program and level, this term, the right number of
 * electives from each elective group) and turns it into a change of the timetable: the group's sections
 * and the chosen electives replace whatever the student holds.
 */
async function planChoice(db: Database, studentId: number, choice: StudentGroupChoice): Promise<ChoicePlan> {
  const offer = await offerFor(db, studentId);
  if (!offer) return { kind: 'refused', refusals: [choiceRefusal(say('groups.none'))] };
  const group = offer.groups.find((row) => row.id === choice.GroupId);
  if (!group) {
    return {
      kind: 'refused',
      refusals: [choiceRefusal(say('groups.notOffered'))],
    };
  }
  const refusals: Unsaid<RuleRefusal>[] = [];
  const electiveIds = [...new Set(choice.ElectiveSectionIds)];
  const groupOfSection = new Map(
    offer.electives.flatMap((row) => row.sectionIds.map((id) => [id, row] as const)),
  );
  for (const id of electiveIds) {
    if (!groupOfSection.has(id)) {
      refusals.push(choiceRefusal(say('groups.electiveNotOffered'), id));
    }
  }
  const courseOf = new Map(
    (await coursesOfSections(db, electiveIds)).map((row) => [row.sectionId, row.courseId]),
  );
  for (const electiveGroup of offer.electives) {
    const chosenCourses = new Set(
      electiveIds
        .filter((id) => groupOfSection.get(id)?.id === electiveGroup.id)
        .map((id) => courseOf.get(id)),
    );
    if (chosenCourses.size !== electiveGroup.pick) {
      const group = { en: electiveGroup.nameEn, ar: electiveGroup.nameAr };
      const count = electiveGroup.pick;
      refusals.push(
        choiceRefusal(
          count === 1 ? say('groups.chooseOne', { group }) : say('groups.choose', { count, group }),
        ),
      );
    }
  }
  if (refusals.length > 0) return { kind: 'refused', refusals };
  const wanted = new Set([...group.sectionIds, ...electiveIds]);
  const held = await heldSectionIds(db, studentId, offer.termId);
  return {
    kind: 'plan',
    termId: offer.termId,
    groupCode: group.code,
    change: {
      add: [...wanted].filter((id) => !held.includes(id)),
      drop: held.filter((id) => !wanted.has(id)),
    },
  };
}

/** Module/CheckElectivesConflicts: every problem the choice would meet, without changing anything. */
export async function checkGroupChoice(
  db: Database,
  studentId: number,
  choice: StudentGroupChoice,
  policy: RegistrationPolicy,
  now: Date,
): Promise<UnsaidChange> {
  const record = await academicRecordOf(db, studentId, policy.scale, now);
  const range = creditLimitsFor(policy, record.standing, record.cumulative.gpa);
  const limits = { Min: range.min, Max: range.max };
  const plan = await planChoice(db, studentId, choice);
  const refusals =
    plan.kind === 'refused' ? plan.refusals : await checkTimetable(db, studentId, plan.change, now, policy);
  return timetableAnswer(db, studentId, limits, refusals);
}

/** SaveStudentGroup: the group and electives in one transaction, every seat or none. */
export async function saveGroupChoiceOf(
  db: Database,
  studentId: number,
  choice: StudentGroupChoice,
  policy: RegistrationPolicy,
  seatFreed: SeatFreedHook,
  now: Date,
): Promise<ChangeOutcome> {
  const plan = await planChoice(db, studentId, choice);
  if (plan.kind === 'refused') {
    const record = await academicRecordOf(db, studentId, policy.scale, now);
    const range = creditLimitsFor(policy, record.standing, record.cumulative.gpa);
    return {
      kind: 'refused',
      status: '422',
      message: say('rules.refusals', { refusals: plan.refusals.map((refusal) => refusal.Message) }),
      answer: await timetableAnswer(db, studentId, { Min: range.min, Max: range.max }, plan.refusals),
    };
  }
  return applyTimetableChange(db, studentId, plan.change, {
    window: 'advising',
    source: 'group',
    policy,
    seatFreed,
    now,
    alsoDo: async (tx) => {
      await saveGroupChoice(tx, studentId, plan.termId, choice.GroupId, now);
      await logAdvisingEvent(tx, {
        studentId,
        termId: plan.termId,
        action: 'group_saved',
        source: 'group',
        detail: `Group ${plan.groupCode} saved with ${String(choice.ElectiveSectionIds.length)} elective sections.`,
      });
    },
  });
}
