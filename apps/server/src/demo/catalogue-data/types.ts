/** Lab and tutorial sections both hang off a lecture section; the kind only changes how they are shown. */
export type Practice = 'lab' | 'tutorial';

export interface CourseData {
  code: string;
  titleEn: string;
  titleAr: string;
  credits: number;
  practice?: Practice;
  /** Courses that must be passed first. */
  pre?: readonly string[];
  /** Courses passed before or taken in the same term (a lab beside its lecture). */
  co?: readonly string[];
}

export interface ProgramData {
  code: string;
  nameEn: string;
  nameAr: string;
  degree: string;
  years: number;
  advisingMode: 'individual' | 'group';
  core: readonly string[];
  electives: readonly string[];
  electiveCredits: number;
  /** Share of the faculty's students in this program. */
  weight: number;
}

export interface FacultyData {
  code: string;
  nameEn: string;
  nameAr: string;
  /** Campus building number, printed in room names ('B3-105'). */
  building: number;
  /** How teaching assistants are addressed in this faculty ('Eng.' in engineering and computing). */
  assistantTitle: string;
  /** Share of the university's students in this faculty. */
  weight: number;
  courses: readonly CourseData[];
  /** Faculty requirements, taken by every program of the faculty. */
  requirements: readonly string[];
  programs: readonly ProgramData[];
}

export function course(
  code: string,
  titleEn: string,
  titleAr: string,
  credits: number,
  extra: Pick<CourseData, 'practice' | 'pre' | 'co'> = {},
): CourseData {
  return { code, titleEn, titleAr, credits, ...extra };
}
