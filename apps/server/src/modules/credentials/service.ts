import {
  REVEAL_SECONDS,
  type CredentialSystemName,
  type RevealedCredential,
  type ResettableSystem,
  type StudentCredential,
  type StudentCredentials,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { credentialWindow, windowState, type StudentExams } from './exam-windows.js';
import { brokenPasswordRules } from './password-rules.js';
import {
  credentialOf,
  credentialsOf,
  lockedAccountOf,
  replacePassword,
  upsertCredential,
} from './queries.js';
import { credentialContext, type StudentCredentialRow } from './schema.js';

/** What the list shows instead of a password: the same length whatever the password is. */
export const MASK = '••••••••••';

export interface CredentialsContext {
  db: Database;
  box: SecretBox;
  exams: StudentExams;
  timeZone: string;
}

function presented(row: StudentCredentialRow, exam: StudentCredential['Exam']): StudentCredential {
  return {
    CredentialId: row.id,
    System: row.system,
    UserName: row.userName,
    MaskedPassword: MASK,
    Origin: row.origin,
    UpdatedAt: row.updatedAt.toISOString(),
    Exam: exam,
  };
}

async function examWindows(context: CredentialsContext, studentId: number) {
  const exams = await context.exams(context.db, studentId);
  return new Map(exams.map((exam) => [exam.ExamId, credentialWindow(exam)]));
}

/** GetStudentCredentials: user names and masks; an exam's only inside its window, and only the student's exams. */
export async function listCredentials(
  context: CredentialsContext,
  studentId: number,
  system: CredentialSystemName,
  now: Date,
): Promise<StudentCredentials> {
  const rows = await credentialsOf(context.db, studentId, system);
  const answer: StudentCredentials = {
    System: system,
    Credentials: [],
    Upcoming: [],
    RevealSeconds: REVEAL_SECONDS,
  };
  if (system !== 'exam') {
    answer.Credentials = rows.map((row) => presented(row, null));
    return answer;
  }
  const windows = await examWindows(context, studentId);
  for (const row of rows) {
    const window = row.examId === null ? undefined : windows.get(row.examId);
    if (!window) continue;
    const state = windowState(window, now);
    if (state === 'open') answer.Credentials.push(presented(row, window));
    else if (state === 'not-yet') answer.Upcoming.push(window);
  }
  answer.Upcoming.sort((a, b) => a.OpensAt.localeCompare(b.OpensAt));
  return answer;
}

export type RevealOutcome =
  | { kind: 'revealed'; value: RevealedCredential; system: CredentialSystemName; examId: number | null }
  | Refused<'404' | '423'>;

/**
 * RevealStudentCredential: the password of one of the student's credentials. Another student's id, or an
 * exam that is not theirs, is "not found"; an exam credential outside its window is refused (423).
 */
export async function revealCredential(
  context: CredentialsContext,
  studentId: number,
  credentialId: number,
  now: Date,
): Promise<RevealOutcome> {
  const row = await credentialOf(context.db, studentId, credentialId);
  if (!row) return refused('404', say('credentials.notFound'));
  if (row.examId !== null) {
    const window = (await examWindows(context, studentId)).get(row.examId);
    if (!window) return refused('404', say('credentials.notFound'));
    const state = windowState(window, now);
    const course = window.CourseCode;
    if (state === 'not-yet') {
      const opensAt = { at: new Date(window.OpensAt), timeZone: context.timeZone, monthNamed: true };
      return refused('423', say('credentials.examNotYet', { course, opensAt }));
    }
    if (state === 'over') return refused('423', say('credentials.examOver', { course }));
  }
  return {
    kind: 'revealed',
    system: row.system,
    examId: row.examId,
    value: {
      CredentialId: row.id,
      // Opened with the asking student's id in the context: a row that is not theirs could not open.
      Password: context.box.open(row.sealedPassword, credentialContext({ ...row, studentId })),
      HideAfterSeconds: REVEAL_SECONDS,
    },
  };
}

/** How long after a save the same password sent again counts as its repeat rather than a new choice. */
const REPEAT_WINDOW_MS = 2 * 60 * 1000;

function isRepeat(
  current: StudentCredentialRow,
  currentPassword: string,
  input: { password: string; confirmation: string },
  now: Date,
): boolean {
  return (
    current.origin === 'reset' &&
    input.password === currentPassword &&
    input.confirmation === input.password &&
    now.getTime() - current.updatedAt.getTime() < REPEAT_WINDOW_MS
  );
}

/**
 * SaveStudentPassword: checks every rule, then in one transaction stores the password sealed and the
 * outbox row that pushes it to its system; a broken rule writes nothing.
 */
export async function savePassword(
  context: CredentialsContext,
  studentId: number,
  input: { system: ResettableSystem; password: string; confirmation: string },
  now: Date,
): Promise<{ kind: 'saved'; value: StudentCredential } | Refused> {
  const { db, box } = context;
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const current = await lockedAccountOf(tx, studentId, input.system);
      if (!current) {
        throw new RefusedInTransaction(
          '404',
          say('credentials.noAccount', { system: say(`credentials.system.${input.system}`) }),
        );
      }
      const sealedContext = credentialContext({ ...current, studentId });
      const currentPassword = box.open(current.sealedPassword, sealedContext);
      // A double tap sends the password just set once more: answered as the first was, nothing written.
      if (isRepeat(current, currentPassword, input, now)) return presented(current, null);
      const broken = brokenPasswordRules({
        password: input.password,
        confirmation: input.confirmation,
        userName: current.userName,
        current: currentPassword,
      });
      if (broken.length > 0)
        throw new RefusedInTransaction('422', say('credentials.rulesBroken', { rules: broken }));
      const saved = await replacePassword(tx, studentId, current.id, box.seal(input.password, sealedContext));
      if (!saved) throw new Error('The credential vanished inside its own transaction.');
      return presented(saved, null);
    }),
  );
  return outcome.kind === 'done' ? { kind: 'saved', value: outcome.value } : outcome;
}

/**
 * Records a credential the university issued (an initial password), sealed; a new one replaces the old.
 * Answers the credential's id.
 */
export async function issueCredential(
  db: Database,
  box: SecretBox,
  issue: {
    studentId: number;
    system: CredentialSystemName;
    examId: number | null;
    userName: string;
    password: string;
  },
): Promise<number> {
  return upsertCredential(db, {
    studentId: issue.studentId,
    system: issue.system,
    examId: issue.examId,
    userName: issue.userName,
    sealedPassword: box.seal(issue.password, credentialContext(issue)),
  });
}
