import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CourseState, PlanCategoryView } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { courses, planCategories, planCategoryCourses, sections, terms } from '../academic/schema.js';
import { requisitesOfCourses, type RequisiteFacts } from '../academic/requisites.js';
import { students } from '../student/schema.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import { inCurrentTerm } from '../academic/current-term.js';

export interface AuditCourse {
  courseId: number;
  code: string;
  titleEn: string;
  titleAr: string;
  credits: number;
  suggestedLevel: number;
  hasLab: boolean;
  state: CourseState;
  blockedBy: string[];
  offered: boolean;
  /** The grade that passed it (the latest passing attempt), for the sheet. */
  grade: string | null;
}

export interface AuditCategory {
  categoryId: number;
  code: string;
  nameEn: string;
  nameAr: string;
  isElective: boolean;
  requiredCredits: number;
  /** Passed credits counted here, at most the required credits' worth is needed but all are shown. */
  earnedCredits: number;
  inProgressCredits: number;
  courses: AuditCourse[];
}

export interface DegreeAudit {
  categories: AuditCategory[];
  requiredCredits: number;
  earnedCredits: number;
  inProgressCredits: number;
}

/** What the audit judges from: the plan, the record and this term's offer, loaded once (pure below). */
export interface AuditFacts {
  plan: {
    categoryId: number;
    code: string;
    nameEn: string;
    nameAr: string;
    isElective: boolean;
    requiredCredits: number;
    course: Omit<AuditCourse, 'state' | 'blockedBy' | 'offered' | 'grade'>;
  }[];
  passed: Map<number, string | null>;
  inProgress: Set<number>;
  requisites: readonly RequisiteFacts[];
  offered: Set<number>;
}

/**
 * The degree audit, as the registrar reads a requirement sheet:
 * - a course is passed (any passing attempt), in progress (held this term), eligible (every prerequisite
 *   passed; every co-requisite passed or in progress) or blocked by the requisites still missing;
 * - a course listed in several categories counts once, for the first category in plan order, so no credit
 *   is earned twice;
 * - a category's earned credits are its passed courses' credits; in-progress credits are shown apart.
 */
export function judgeDegreeAudit(facts: AuditFacts): DegreeAudit {
  const counted = new Set<number>();
  const byCategory = new Map<number, AuditCategory>();
  for (const row of facts.plan) {
    let category = byCategory.get(row.categoryId);
    if (!category) {
      category = {
        categoryId: row.categoryId,
        code: row.code,
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        isElective: row.isElective,
        requiredCredits: row.requiredCredits,
        earnedCredits: 0,
        inProgressCredits: 0,
        courses: [],
      };
      byCategory.set(row.categoryId, category);
    }
    const course = row.course;
    const missing = facts.requisites.filter(
      (requisite) =>
        requisite.courseId === course.courseId &&
        !facts.passed.has(requisite.requiredCourseId) &&
        !(requisite.kind === 'co' && facts.inProgress.has(requisite.requiredCourseId)),
    );
    const state: CourseState = facts.passed.has(course.courseId)
      ? 'passed'
      : facts.inProgress.has(course.courseId)
        ? 'in_progress'
        : missing.length === 0
          ? 'eligible'
          : 'blocked';
    const firstListing = !counted.has(course.courseId);
    counted.add(course.courseId);
    if (firstListing && state === 'passed') category.earnedCredits += course.credits;
    if (firstListing && state === 'in_progress') category.inProgressCredits += course.credits;
    category.courses.push({
      ...course,
      state,
      blockedBy: state === 'blocked' ? missing.map((requisite) => requisite.requiredCode) : [],
      offered: facts.offered.has(course.courseId),
      grade: facts.passed.get(course.courseId) ?? null,
    });
  }
  const categories = [...byCategory.values()];
  return {
    categories,
    requiredCredits: categories.reduce((sum, category) => sum + category.requiredCredits, 0),
    earnedCredits: categories.reduce((sum, category) => sum + category.earnedCredits, 0),
    inProgressCredits: categories.reduce((sum, category) => sum + category.inProgressCredits, 0),
  };
}

/** The audit against the student's own program (plan_categories by program). */
export async function degreeAuditOf(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date,
): Promise<DegreeAudit> {
  const [student] = await db
    .select({ programId: students.programId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) return { categories: [], requiredCredits: 0, earnedCredits: 0, inProgressCredits: 0 };
  return degreeAuditFor(db, studentId, student.programId, scale, now);
}

/**
 * Loads a program's plan (plan_categories by program, plan_category_courses by primary key), the student's
 * record (transcript's academicRecordOf), the plan courses' requisites and which are offered this term
 * (sections_course_term_idx), then judges. Any program: the what-if audit asks about another one.
 */
export async function degreeAuditFor(
  db: Database,
  studentId: number,
  programId: number,
  scale: GradeScale,
  now: Date,
): Promise<DegreeAudit> {
  const [plan, record] = await Promise.all([
    db
      .select({
        categoryId: planCategories.id,
        code: planCategories.code,
        nameEn: planCategories.nameEn,
        nameAr: planCategories.nameAr,
        isElective: planCategories.isElective,
        requiredCredits: planCategories.requiredCredits,
        courseId: courses.id,
        courseCode: courses.code,
        titleEn: courses.titleEn,
        titleAr: courses.titleAr,
        credits: courses.credits,
        hasLab: courses.hasLab,
        suggestedLevel: planCategoryCourses.suggestedLevel,
      })
      .from(planCategories)
      .innerJoin(planCategoryCourses, eq(planCategoryCourses.categoryId, planCategories.id))
      .innerJoin(courses, eq(courses.id, planCategoryCourses.courseId))
      .where(eq(planCategories.programId, programId))
      .orderBy(asc(planCategories.sortOrder), asc(planCategoryCourses.suggestedLevel), asc(courses.code)),
    academicRecordOf(db, studentId, scale, now),
  ]);
  const courseIds = [...new Set(plan.map((row) => row.courseId))];
  const [requisites, offeredRows] = await Promise.all([
    requisitesOfCourses(db, courseIds),
    courseIds.length === 0
      ? []
      : db
          .selectDistinct({ courseId: sections.courseId })
          .from(sections)
          .innerJoin(terms, inCurrentTerm(sections.termId))
          .where(and(inArray(sections.courseId, courseIds), eq(sections.kind, 'lecture'))),
  ]);
  const passed = new Map<number, string | null>();
  for (const { attempt, passed: wasPassed } of record.attempts) {
    if (wasPassed) passed.set(attempt.courseId, attempt.grade);
  }
  return judgeDegreeAudit({
    plan: plan.map((row) => ({
      categoryId: row.categoryId,
      code: row.code,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      isElective: row.isElective,
      requiredCredits: row.requiredCredits,
      course: {
        courseId: row.courseId,
        code: row.courseCode,
        titleEn: row.titleEn,
        titleAr: row.titleAr,
        credits: row.credits,
        suggestedLevel: row.suggestedLevel,
        hasLab: row.hasLab,
      },
    })),
    passed,
    inProgress: record.inProgressCourseIds,
    requisites,
    offered: new Set(offeredRows.map((row) => row.courseId)),
  });
}

/** The audit as the contract's study-plan categories (Advising and AddDrop GetStudentCategories). */
export function categoriesView(audit: DegreeAudit): PlanCategoryView[] {
  return audit.categories.map((category) => ({
    CategoryId: category.categoryId,
    Code: category.code,
    NameEn: category.nameEn,
    NameAr: category.nameAr,
    RequiredCredits: category.requiredCredits,
    EarnedCredits: category.earnedCredits,
    InProgressCredits: category.inProgressCredits,
    IsElective: category.isElective,
    Courses: category.courses.map((course) => ({
      CourseId: course.courseId,
      CourseCode: course.code,
      TitleEn: course.titleEn,
      TitleAr: course.titleAr,
      Credits: course.credits,
      SuggestedLevel: course.suggestedLevel,
      HasLab: course.hasLab,
      State: course.state,
      BlockedBy: course.blockedBy,
      Offered: course.offered,
    })),
  }));
}
