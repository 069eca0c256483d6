import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  getStudentCredentialsResponse,
  revealStudentCredentialResponse,
  saveStudentPasswordResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildCredential, buildStudentExam } from '../../test/credentials-factories.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { parseSecretKeys, type SecretBox } from '../../platform/crypto/secret-box.js';
import { auditLog } from '../audit/schema.js';
import { drainPasswordPushes } from './pusher.js';
import { credentialContext, passwordPushes, studentCredentials } from './schema.js';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;
const HOUR = 3_600_000;
const anything = envelope(z.unknown());

describe('credentials', () => {
  let subject: TestApp;
  let box: SecretBox;
  let headers: { authorization: string };
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;
  const db = () => subject.database.handle.db;
  const list = async (system: string, as: Record<string, string> = headers) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/StudentService/GetStudentCredentials?System=${system}`,
      headers: as,
    });
    return { response, body: envelope(getStudentCredentialsResponse).parse(response.json()) };
  };
  const post = (url: string, payload: unknown, as: Record<string, string> = headers) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/StudentService/${url}`,
      headers: as,
      payload: payload as Record<string, unknown>,
    });
  const reveal = (credentialId: number, as: Record<string, string> = headers) =>
    post('RevealStudentCredential', { CredentialId: credentialId }, as);
  const save = (system: string, password: string, confirmation = password, as = headers) =>
    post('SaveStudentPassword', { System: system, NewPassword: password, ConfirmPassword: confirmation }, as);
  const credentialRow = async (studentId: number, system: 'moodle' | 'wifi' | 'exam') => {
    const [row] = await db()
      .select()
      .from(studentCredentials)
      .where(and(eq(studentCredentials.studentId, studentId), eq(studentCredentials.system, system)));
    if (!row) throw new Error(`no ${system} credential`);
    return row;
  };
  const auditOf = (studentId: number) =>
    db().select().from(auditLog).where(eq(auditLog.studentId, studentId));
  const reveals = async (studentId: number) =>
    (await auditOf(studentId)).filter((entry) => entry.action === 'credential-reveal');

  beforeAll(async () => {
    subject = await buildTestApp({ SECRETS_KEYS: KEYS, PASSWORD_PUSHER: 'false' });
    box = (await openSecretBox(db(), parseSecretKeys(KEYS))).box;
    student = await buildStudent(db());
    other = await buildStudent(db());
    headers = await studentAuthorization(subject.app, student);
    for (const [system, password] of [
      ['wifi', 'WifiStart2025'],
      ['moodle', 'MoodleStart2025'],
    ] as const) {
      await buildCredential(db(), box, { studentId: student.id, system, userName: 'ahmed.k', password });
      await buildCredential(db(), box, {
        studentId: other.id,
        system,
        userName: 'mona.s',
        password: 'Other12345',
      });
    }
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/StudentService/GetStudentCredentials', () => {
    it('lists the user name with a masked password, never the password', async () => {
      const { response, body } = await list('wifi');
      expect(body.ReturnObject.Credentials).toEqual([
        expect.objectContaining({
          System: 'wifi',
          UserName: 'ahmed.k',
          MaskedPassword: '••••••••••',
          Exam: null,
        }),
      ]);
      expect(body.ReturnObject.RevealSeconds).toBe(30);
      expect(response.body).not.toContain('WifiStart2025');
    });

    it('refuses an unknown system as a malformed request', async () => {
      const { statusCode } = await subject.app.inject({
        method: 'GET',
        url: '/api/StudentService/GetStudentCredentials?System=email',
        headers,
      });
      expect(statusCode).toBe(422);
    });
  });

  describe('POST /api/StudentService/RevealStudentCredential', () => {
    it('answers the password, not cached, and writes the reveal into the student’s log', async () => {
      const id = (await credentialRow(student.id, 'wifi')).id;
      const before = (await reveals(student.id)).length;
      const response = await reveal(id);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = envelope(revealStudentCredentialResponse).parse(response.json());
      expect(body.ReturnObject).toEqual({
        CredentialId: id,
        Password: 'WifiStart2025',
        HideAfterSeconds: 30,
      });
      const logged = await reveals(student.id);
      expect(logged).toHaveLength(before + 1);
      expect(logged.at(-1)).toMatchObject({ outcome: 'success', target: `credential:${String(id)}` });
      expect(JSON.stringify(logged)).not.toContain('WifiStart2025');
    });

    it("another student's credential is not found, and nothing is logged", async () => {
      const theirs = (await credentialRow(other.id, 'wifi')).id;
      const before = await auditOf(student.id);
      const body = anything.parse((await reveal(theirs)).json());
      expect(body).toMatchObject({ Status: '404', ReturnObject: null });
      expect(JSON.stringify(body)).not.toContain('Other12345');
      expect(await auditOf(student.id)).toEqual(before);
      expect(await reveals(other.id)).toEqual([]);
    });

    it('refuses malformed bodies and logs nothing', async () => {
      const before = await auditOf(student.id);
      for (const payload of [{}, { CredentialId: 'one' }, { CredentialId: -4 }]) {
        expect((await post('RevealStudentCredential', payload)).statusCode).toBe(422);
      }
      expect(await auditOf(student.id)).toEqual(before);
    });
  });

  describe('POST /api/StudentService/SaveStudentPassword', () => {
    const refusedFor = async (password: string, confirmation = password) => {
      const before = await credentialRow(student.id, 'moodle');
      const pushesBefore = await db().select().from(passwordPushes);
      const body = anything.parse((await save('moodle', password, confirmation)).json());
      expect(body.Status).toBe('422');
      expect(await credentialRow(student.id, 'moodle')).toEqual(before);
      expect(await db().select().from(passwordPushes)).toEqual(pushesBefore);
      return body.Message ?? '';
    };

    it('refuses a password shorter than 10 characters', async () => {
      expect(await refusedFor('Short12')).toContain('at least 10 characters');
    });

    it('refuses a password without both letters and digits', async () => {
      expect(await refusedFor('onlyletterslong')).toContain('both letters and digits');
      expect(await refusedFor('1234567890123')).toContain('both letters and digits');
    });

    it('refuses a password containing the user name', async () => {
      expect(await refusedFor('xAhmed.K2025x')).toContain('user name');
    });

    it('refuses the current password', async () => {
      expect(await refusedFor('MoodleStart2025')).toContain('differ from your current password');
    });

    it('refuses two entries that differ', async () => {
      expect(await refusedFor('NewMoodle2026', 'NewMoodle2027')).toContain('must be the same');
    });

    it('names every broken rule at once, in Arabic too', async () => {
      const message = await refusedFor('ahmed.k');
      expect(message).toContain('at least 10 characters');
      expect(message).toContain('both letters and digits');
      expect(message).toContain('user name');
      const arabic = anything.parse(
        (
          await subject.app.inject({
            method: 'POST',
            url: '/api/StudentService/SaveStudentPassword',
            headers: { ...headers, 'accept-language': 'ar' },
            payload: { System: 'moodle', NewPassword: 'short', ConfirmPassword: 'short' },
          })
        ).json(),
      );
      expect(arabic.Message).toContain('أحرف');
    });

    it('refuses an exam password and malformed bodies as requests that do not match', async () => {
      for (const payload of [
        { System: 'exam', NewPassword: 'NewExam2026x', ConfirmPassword: 'NewExam2026x' },
        { System: 'moodle' },
        { System: 'moodle', NewPassword: 12345678901, ConfirmPassword: 12345678901 },
      ]) {
        expect((await post('SaveStudentPassword', payload)).statusCode).toBe(422);
      }
    });

    it('stores the new password sealed, records its push, and the drain sets it in the system', async () => {
      const body = envelope(saveStudentPasswordResponse).parse((await save('moodle', 'Campus2026go')).json());
      expect(body.ReturnObject).toMatchObject({ System: 'moodle', UserName: 'ahmed.k', Origin: 'reset' });
      const rows = await subject.database.handle.query<{ id: number; sealed_password: string }>(
        `select id, sealed_password from student_credentials where student_id = $1 and system = 'moodle'`,
        [student.id],
      );
      const raw = rows[0]?.sealed_password ?? '';
      expect(raw.startsWith('v1.k1.')).toBe(true);
      expect(raw).not.toContain('Campus2026go');
      expect(Buffer.from(raw.split('.')[4] ?? '', 'base64url').toString('utf8')).not.toContain('Campus');
      expect(
        box.open(raw, credentialContext({ studentId: student.id, system: 'moodle', examId: null })),
      ).toBe('Campus2026go');
      const pending = await db()
        .select()
        .from(passwordPushes)
        .where(eq(passwordPushes.credentialId, rows[0]?.id ?? 0));
      expect(pending).toEqual([expect.objectContaining({ pushedAt: null })]);
      expect(JSON.stringify(pending)).not.toContain('Campus2026go');

      const set: [string, string][] = [];
      const adapter = {
        setPassword: (userName: string, password: string) => {
          set.push([userName, password]);
          return Promise.resolve();
        },
      };
      const systems = { moodle: adapter, wifi: adapter };
      expect(await drainPasswordPushes(db(), box, systems, subject.app.log)).toBe(1);
      expect(set).toEqual([['ahmed.k', 'Campus2026go']]);
      expect(await drainPasswordPushes(db(), box, systems, subject.app.log)).toBe(0);
      const [pushed] = await db()
        .select()
        .from(passwordPushes)
        .where(eq(passwordPushes.id, pending[0]?.id ?? 0));
      expect(pushed?.pushedAt).toBeInstanceOf(Date);

      const revealed = envelope(revealStudentCredentialResponse).parse(
        (await reveal(rows[0]?.id ?? 0)).json(),
      );
      expect(revealed.ReturnObject.Password).toBe('Campus2026go');
    });

    it('a double tap sets the password once: the repeat answers the same and writes no second push', async () => {
      const { id } = await credentialRow(student.id, 'moodle');
      const pushes = () => db().select().from(passwordPushes).where(eq(passwordPushes.credentialId, id));
      const before = await pushes();
      const repeat = envelope(saveStudentPasswordResponse).parse(
        (await save('moodle', 'Campus2026go')).json(),
      );
      expect(repeat.ReturnObject).toMatchObject({ CredentialId: id, Origin: 'reset' });
      expect(await pushes()).toEqual(before);
    });

    it('keeps a push pending with its error when the system refuses it', async () => {
      await save('wifi', 'Wireless2026ok');
      const failing = { setPassword: () => Promise.reject(new Error('directory unreachable')) };
      expect(await drainPasswordPushes(db(), box, { moodle: failing, wifi: failing }, subject.app.log)).toBe(
        0,
      );
      const pending = await db().select().from(passwordPushes).where(eq(passwordPushes.attempts, 1));
      expect(pending.find((push) => push.lastError === 'directory unreachable')?.pushedAt).toBeNull();
    });

    it('says so when the student has no account in the system', async () => {
      const newcomer = await buildStudent(db());
      const body = anything.parse(
        (
          await save(
            'moodle',
            'Fresh2026pass',
            'Fresh2026pass',
            await studentAuthorization(subject.app, newcomer),
          )
        ).json(),
      );
      expect(body.Status).toBe('404');
    });
  });

  describe('exam credentials', () => {
    it('appear only inside their window; outside, the page is told when and a reveal is refused (423) unlogged', async () => {
      const now = Date.now();
      const soon = await buildStudentExam(db(), student.id, {
        startsAt: new Date(now + 5 * HOUR),
        endsAt: new Date(now + 7 * HOUR),
      });
      const running = await buildStudentExam(db(), student.id, {
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + HOUR),
      });
      const over = await buildStudentExam(db(), student.id, {
        startsAt: new Date(now - 5 * HOUR),
        endsAt: new Date(now - 3 * HOUR),
      });
      for (const exam of [soon, running, over]) {
        await buildCredential(db(), box, {
          studentId: student.id,
          system: 'exam',
          examId: exam.id,
          userName: `exam-${String(exam.id)}`,
          password: `Exam${String(exam.id)}pw`,
        });
      }
      const { body } = await list('exam');
      expect(body.ReturnObject.Credentials.map((entry) => entry.Exam?.ExamId)).toEqual([running.id]);
      expect(body.ReturnObject.Upcoming.map((exam) => exam.ExamId)).toEqual([soon.id]);
      expect(body.ReturnObject.Upcoming[0]?.OpensAt).toBe(new Date(now + 4.5 * HOUR).toISOString());

      const rows = await db()
        .select()
        .from(studentCredentials)
        .where(eq(studentCredentials.studentId, student.id));
      const idOf = (examId: number) => rows.find((row) => row.examId === examId)?.id ?? 0;
      const before = (await reveals(student.id)).length;
      const early = anything.parse((await reveal(idOf(soon.id))).json());
      expect(early).toMatchObject({ Status: '423', ReturnObject: null });
      expect(early.Message).toContain('shown from');
      expect(anything.parse((await reveal(idOf(over.id))).json()).Status).toBe('423');
      expect(await reveals(student.id)).toHaveLength(before);

      const open = envelope(revealStudentCredentialResponse).parse((await reveal(idOf(running.id))).json());
      expect(open.ReturnObject.Password).toBe(`Exam${String(running.id)}pw`);
    });

    it("an exam that is not the student's is neither listed nor revealed", async () => {
      const now = Date.now();
      const theirs = await buildStudentExam(db(), other.id, {
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + HOUR),
      });
      // A credential row naming an exam of a course the student does not take.
      await buildCredential(db(), box, { studentId: student.id, system: 'exam', examId: theirs.id });
      const { body } = await list('exam');
      expect(body.ReturnObject.Credentials.map((entry) => entry.Exam?.ExamId)).not.toContain(theirs.id);
      const [row] = await db()
        .select()
        .from(studentCredentials)
        .where(and(eq(studentCredentials.studentId, student.id), eq(studentCredentials.examId, theirs.id)));
      expect(anything.parse((await reveal(row?.id ?? 0)).json()).Status).toBe('404');
    });
  });

  describe('while staff act as the student', () => {
    it('refuses reveal and reset, logs each refusal, and changes nothing', async () => {
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const authorization = await impersonationAuthorization(subject.app, db(), registrar, student);
      const acting = { authorization };
      const wifi = await credentialRow(student.id, 'wifi');
      const revealsBefore = (await reveals(student.id)).length;

      const revealed = await reveal(wifi.id, acting);
      expect(revealed.statusCode).toBe(403);
      expect(revealed.body).not.toContain('WifiStart2025');
      const reset = await save('wifi', 'Staff2026pick', 'Staff2026pick', acting);
      expect(reset.statusCode).toBe(403);
      expect(await credentialRow(student.id, 'wifi')).toEqual(wifi);

      expect(await reveals(student.id)).toHaveLength(revealsBefore);
      // The impersonated-writes hook records on the response's end: read until both are there.
      const refusals = async () =>
        (await auditOf(student.id))
          .filter((entry) => entry.staffMemberId === registrar.id && entry.outcome === 'failure')
          .map((entry) => entry.target)
          .sort();
      await expect
        .poll(refusals)
        .toEqual([
          'POST /api/StudentService/RevealStudentCredential',
          'POST /api/StudentService/SaveStudentPassword',
        ]);
      // The list itself (user names, masks) stays readable to help the student.
      expect((await list('wifi', acting)).body.ReturnObject.Credentials).toHaveLength(1);
    });
  });
});
