import type { ExamAuthData, ExamBar, StudentAuthData, StudentData, TermWindowView } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Standing, StudentStatus } from '../student/schema.js';
import {
  currentTermWindows,
  examBlocks,
  portalStanding,
  registeredSectionsNow,
  studentProfile,
} from './queries.js';
import { isWindowOpen } from '../academic/term-windows.js';
import { say, type Said, type Unsaid } from '../../platform/i18n/said.js';
import { allSpoken } from '../../platform/i18n/words.js';
import type { Language } from '../../platform/i18n/language.js';

const STATUS_MESSAGES: Record<Exclude<StudentStatus, 'active'>, Said> = {
  suspended: say('student.suspended'),
  graduated: say('student.graduated'),
  withdrawn: say('student.withdrawn'),
};

/** Who the menu rules are matched against, or why the student may not use the portal now. */
export type PortalAccess =
  | {
      kind: 'allowed';
      facultyId: number;
      programId: number;
      level: number;
      standing: Standing;
    }
  | {
      kind: 'blocked';
      message: Said;
      /** The record is no longer active (suspended, graduated, withdrawn). */
      inactive: boolean;
      block: { reason: string; since: Date; until: Date | null } | null;
    };

/** Blocked = the record is no longer active, or a portal block is in force. */
export async function portalAccess(db: Database, studentId: number, now: Date): Promise<PortalAccess | null> {
  const row = await portalStanding(db, studentId, now);
  if (!row) return null;
  const block =
    row.blockReason !== null && row.blockStartsAt !== null
      ? { reason: row.blockReason, since: row.blockStartsAt, until: row.blockEndsAt }
      : null;
  if (row.status !== 'active') {
    return { kind: 'blocked', message: STATUS_MESSAGES[row.status], inactive: true, block };
  }
  if (block)
    return {
      kind: 'blocked',
      message: say('student.officeWords', { reason: block.reason }),
      inactive: false,
      block,
    };
  return {
    kind: 'allowed',
    facultyId: row.facultyId,
    programId: row.programId,
    level: row.level,
    standing: row.standing,
  };
}

export async function studentData(db: Database, studentId: number): Promise<StudentData | null> {
  const row = await studentProfile(db, studentId);
  if (!row) return null;
  return {
    StudentId: row.id,
    StudentENName: row.nameEn,
    StudentARName: row.nameAr,
    StudentCode: row.code,
    Email: row.email,
    FacultyId: row.facultyId,
    FacultyCode: row.facultyCode,
    FacultyENName: row.facultyEn,
    FacultyARName: row.facultyAr,
    ProgramId: row.programId,
    ProgramCode: row.programCode,
    ProgramENName: row.programEn,
    ProgramARName: row.programAr,
    Level: row.level,
    Standing: row.standing,
    Status: row.status,
    AdmittedTermCode: row.admittedCode,
    AdmittedTermENName: row.admittedEn,
    AdmittedTermARName: row.admittedAr,
  };
}

type Window = { kind: string; opensAt: Date; closesAt: Date };

const view = (window: Window): TermWindowView => ({
  Kind: window.kind,
  OpensAt: window.opensAt.toISOString(),
  ClosesAt: window.closesAt.toISOString(),
});

export async function studentAuthData(
  db: Database,
  student: { studentId: number; impersonated: boolean },
  now: Date,
): Promise<StudentAuthData | null> {
  const [row, current] = await Promise.all([
    portalStanding(db, student.studentId, now),
    currentTermWindows(db),
  ]);
  if (!row) return null;
  const windows = current?.windows ?? [];
  const block =
    row.blockReason !== null && row.blockStartsAt !== null
      ? {
          Reason: row.blockReason,
          Since: row.blockStartsAt.toISOString(),
          Until: row.blockEndsAt?.toISOString() ?? null,
        }
      : null;
  return {
    CanUsePortal: row.status === 'active' && block === null,
    Status: row.status,
    Block: block,
    CurrentTerm: current
      ? { Code: current.term.code, NameEn: current.term.nameEn, NameAr: current.term.nameAr }
      : null,
    OpenWindows: windows
      .filter((window) => isWindowOpen(window, now))
      .sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime())
      .map(view),
    UpcomingWindows: windows.filter((window) => window.opensAt > now).map(view),
    Impersonated: student.impersonated,
  };
}

const EXAM_KINDS = new Set(['midterm_exams', 'final_exams']);

/** The exam admission with its reasons not yet put into words. */
export type UnsaidExamAuthData = Omit<ExamAuthData, 'Reasons'> & { Reasons: Unsaid<ExamBar>[] };

export const examAuthDataIn = (data: UnsaidExamAuthData, language: Language): ExamAuthData => ({
  ...data,
  Reasons: allSpoken(data.Reasons, language),
});

/** Every reason that bars the student from the current term's exams; none means admitted. */
export async function examAuthData(
  db: Database,
  studentId: number,
  now: Date,
): Promise<UnsaidExamAuthData | null> {
  const [access, bars, current, sections] = await Promise.all([
    portalAccess(db, studentId, now),
    examBlocks(db, studentId, now),
    currentTermWindows(db),
    registeredSectionsNow(db, studentId),
  ]);
  if (!access) return null;
  const reasons: Unsaid<ExamBar>[] = [];
  if (access.kind === 'blocked' && access.inactive)
    reasons.push({ Code: 'not_active', Message: access.message });
  if (access.kind === 'blocked' && access.block) {
    reasons.push({
      Code: 'portal_block',
      Message: say('student.officeWords', { reason: access.block.reason }),
    });
  }
  for (const bar of bars)
    reasons.push({ Code: 'exam_block', Message: say('student.officeWords', { reason: bar.reason }) });
  if (sections === 0) {
    reasons.push({ Code: 'not_registered', Message: say('exams.notRegistered') });
  }
  const exams = (current?.windows ?? []).filter((window) => EXAM_KINDS.has(window.kind));
  const period =
    exams.find((window) => isWindowOpen(window, now)) ?? exams.find((window) => window.opensAt > now);
  return {
    Admitted: reasons.length === 0,
    Reasons: reasons,
    ExamPeriod: period ? view(period) : null,
    CurrentTerm: current
      ? { Code: current.term.code, NameEn: current.term.nameEn, NameAr: current.term.nameAr }
      : null,
    RegisteredSections: sections,
  };
}
