import type {
  NewCourse,
  NewFaculty,
  NewProgram,
  courseRequisites,
  planCategories,
  planCategoryCourses,
} from '../modules/academic/schema.js';
import {
  FACULTIES,
  UNIVERSITY_REQUIREMENTS,
  type CourseData,
  type Practice,
} from './catalogue-data/index.js';

export interface CatalogueCourse {
  id: number;
  code: string;
  credits: number;
  facultyIndex: number;
  /** The kind of the sections that hang off each lecture section, or null for lecture-only courses. */
  practice: Practice | null;
  /** Ids of the courses that must be passed first. */
  pre: number[];
  /** Ids of the courses that must be passed first or taken in the same term. */
  co: number[];
}

export interface PlanCourse {
  courseId: number;
  suggestedLevel: number;
}

export interface CatalogueProgram {
  id: number;
  facultyIndex: number;
  years: number;
  advisingMode: 'individual' | 'group';
  weight: number;
  /** University, faculty and major requirements in the order a student meets them. */
  required: PlanCourse[];
  electives: PlanCourse[];
  electiveCredits: number;
}

export interface CatalogueFaculty {
  id: number;
  building: number;
  assistantTitle: string;
  weight: number;
  programs: CatalogueProgram[];
}

/** The catalogue as rows for the database plus the shape the student simulation walks through. */
export interface Catalogue {
  faculties: CatalogueFaculty[];
  courses: CatalogueCourse[];
  courseById: Map<number, CatalogueCourse>;
  rows: {
    faculties: NewFaculty[];
    programs: NewProgram[];
    courses: NewCourse[];
    requisites: (typeof courseRequisites.$inferInsert)[];
    planCategories: (typeof planCategories.$inferInsert)[];
    planCategoryCourses: (typeof planCategoryCourses.$inferInsert)[];
  };
}

const CATEGORIES = [
  { code: 'UR', nameEn: 'University Requirements', nameAr: 'متطلبات الجامعة', isElective: false },
  { code: 'FR', nameEn: 'Faculty Requirements', nameAr: 'متطلبات الكلية', isElective: false },
  { code: 'MC', nameEn: 'Major Core', nameAr: 'متطلبات التخصص الإجبارية', isElective: false },
  { code: 'ME', nameEn: 'Major Electives', nameAr: 'متطلبات التخصص الاختيارية', isElective: true },
] as const;

/** The year a course belongs to is the first digit of its number ('CSC 311' → 3), within the program's length. */
function levelOf(code: string, years: number): number {
  const digit = Number(/\d/.exec(code)?.[0] ?? '1');
  return Math.min(Math.max(digit, 1), years);
}

export function buildCatalogue(): Catalogue {
  const rows: Catalogue['rows'] = {
    faculties: [],
    programs: [],
    courses: [],
    requisites: [],
    planCategories: [],
    planCategoryCourses: [],
  };
  const byCode = new Map<string, { data: CourseData; course: CatalogueCourse }>();
  FACULTIES.forEach((faculty, facultyIndex) => {
    rows.faculties.push({
      id: facultyIndex + 1,
      code: faculty.code,
      nameEn: faculty.nameEn,
      nameAr: faculty.nameAr,
    });
    for (const data of faculty.courses) {
      if (byCode.has(data.code)) throw new Error(`Course ${data.code} is listed twice in the demo catalogue`);
      const course: CatalogueCourse = {
        id: byCode.size + 1,
        code: data.code,
        credits: data.credits,
        facultyIndex,
        practice: data.practice ?? null,
        pre: [],
        co: [],
      };
      byCode.set(data.code, { data, course });
      rows.courses.push({
        id: course.id,
        code: data.code,
        titleEn: data.titleEn,
        titleAr: data.titleAr,
        credits: data.credits,
        facultyId: facultyIndex + 1,
        hasLab: course.practice !== null,
      });
    }
  });
  const idOf = (code: string): number => {
    const found = byCode.get(code);
    if (!found) throw new Error(`The demo catalogue refers to an unknown course ${code}`);
    return found.course.id;
  };
  for (const { data, course } of byCode.values()) {
    course.pre = (data.pre ?? []).map(idOf);
    course.co = (data.co ?? []).map(idOf);
    for (const requiredCourseId of course.pre)
      rows.requisites.push({ courseId: course.id, requiredCourseId, kind: 'pre' });
    for (const requiredCourseId of course.co)
      rows.requisites.push({ courseId: course.id, requiredCourseId, kind: 'co' });
  }

  const faculties: CatalogueFaculty[] = FACULTIES.map((faculty, facultyIndex) => ({
    id: facultyIndex + 1,
    building: faculty.building,
    assistantTitle: faculty.assistantTitle,
    weight: faculty.weight,
    programs: faculty.programs.map((program) => {
      const programId = rows.programs.length + 1;
      const lists = [UNIVERSITY_REQUIREMENTS, faculty.requirements, program.core, program.electives];
      const seen = new Set<string>();
      const plans: PlanCourse[][] = [];
      const requiredCredits: number[] = [];
      lists.forEach((codes, categoryIndex) => {
        const fresh = codes.filter((code) => !seen.has(code));
        fresh.forEach((code) => seen.add(code));
        const plan = fresh.map((code) => ({
          courseId: idOf(code),
          suggestedLevel: levelOf(code, program.years),
        }));
        plans.push(plan);
        const sum = plan.reduce(
          (total, entry) => total + (byCode.get(codeOf(entry.courseId))?.data.credits ?? 0),
          0,
        );
        requiredCredits.push(categoryIndex === 3 ? Math.min(program.electiveCredits, sum) : sum);
      });
      CATEGORIES.forEach((category, categoryIndex) => {
        const categoryId = rows.planCategories.length + 1;
        rows.planCategories.push({
          id: categoryId,
          programId,
          code: category.code,
          nameEn: category.nameEn,
          nameAr: category.nameAr,
          requiredCredits: requiredCredits[categoryIndex] ?? 0,
          isElective: category.isElective,
          sortOrder: categoryIndex + 1,
        });
        for (const entry of plans[categoryIndex] ?? []) {
          rows.planCategoryCourses.push({
            categoryId,
            courseId: entry.courseId,
            suggestedLevel: entry.suggestedLevel,
          });
        }
      });
      rows.programs.push({
        id: programId,
        facultyId: facultyIndex + 1,
        code: program.code,
        nameEn: program.nameEn,
        nameAr: program.nameAr,
        degree: program.degree,
        advisingMode: program.advisingMode,
        totalCredits: requiredCredits.reduce((total, credits) => total + credits, 0),
      });
      const byLevel = (a: PlanCourse, b: PlanCourse) => a.suggestedLevel - b.suggestedLevel;
      return {
        id: programId,
        facultyIndex,
        years: program.years,
        advisingMode: program.advisingMode,
        weight: program.weight,
        required: [...(plans[0] ?? []), ...(plans[1] ?? []), ...(plans[2] ?? [])].sort(byLevel),
        electives: [...(plans[3] ?? [])].sort(byLevel),
        electiveCredits: requiredCredits[3] ?? 0,
      };
    }),
  }));

  const courses = [...byCode.values()].map(({ course }) => course);
  return { faculties, courses, courseById: new Map(courses.map((course) => [course.id, course])), rows };

  function codeOf(courseId: number): string {
    return rows.courses[courseId - 1]?.code ?? '';
  }
}
