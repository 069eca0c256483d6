import { credentialContext } from '../modules/credentials/schema.js';
import type { SecretKey } from '../platform/crypto/secret-box.js';
import { openSecretBox } from '../platform/crypto/secret-keys.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { bulkInsert, transactionWriter } from './bulk-insert.js';
import { createRandom } from './random.js';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

interface Issued {
  studentId: number;
  system: 'moodle' | 'wifi' | 'exam';
  examId: number | null;
  userName: string;
  password: string;
}

/**
 * Moodle and Wi-Fi accounts for every demo student, and an exam account for each seat of this term's exams
 * (shown to the student inside the exam's window), with initial passwords drawn from the seed and sealed
 * like production passwords: only the sealing nonces differ between runs.
 */
export async function loadDemoCredentials(
  handle: DatabaseHandle,
  input: { seed: number; secretKeys: readonly SecretKey[] | undefined; onProgress: (line: string) => void },
): Promise<void> {
  const random = createRandom(input.seed, 'credentials');
  const pick = (alphabet: string) => alphabet[random.int(0, alphabet.length - 1)] ?? 'x';
  // Letters then digits in a fixed pattern: every initial password meets the systems' own rules.
  const password = (letters: number, digits: number) =>
    Array.from({ length: letters }, () => pick(LETTERS)).join('') +
    Array.from({ length: digits }, () => pick(DIGITS)).join('');
  const students = await handle.query<{ id: number; code: string; email: string }>(
    'select id, code, email from students order by id',
  );
  const seats = await handle.query<{ student_id: number; exam_id: number; code: string }>(
    `select s.student_id, s.exam_id, st.code from exam_seats s
       join exams e on e.id = s.exam_id join terms t on t.id = e.term_id and t.is_current
       join students st on st.id = s.student_id
      order by s.student_id, s.exam_id`,
  );
  const issued: Issued[] = [];
  for (const student of students) {
    const local = student.email.split('@')[0] ?? student.code;
    issued.push(
      { studentId: student.id, system: 'moodle', examId: null, userName: local, password: password(8, 4) },
      {
        studentId: student.id,
        system: 'wifi',
        examId: null,
        userName: `s${student.code}`,
        password: password(6, 6),
      },
    );
  }
  for (const seat of seats) {
    issued.push({
      studentId: seat.student_id,
      system: 'exam',
      examId: seat.exam_id,
      userName: `ex${seat.code}-${String(seat.exam_id)}`,
      password: password(5, 3),
    });
  }
  const { box } = await openSecretBox(handle.db, input.secretKeys);
  await handle.db.transaction(async (tx) => {
    await bulkInsert(
      transactionWriter(tx),
      'student_credentials',
      [
        { name: 'student_id', type: 'int', value: (r) => issued[r]?.studentId ?? null },
        { name: 'system', type: 'text', value: (r) => issued[r]?.system ?? null },
        { name: 'exam_id', type: 'int', value: (r) => issued[r]?.examId ?? null },
        { name: 'user_name', type: 'text', value: (r) => issued[r]?.userName ?? null },
        {
          name: 'sealed_password',
          type: 'text',
          value: (r) => {
            const row = issued[r];
            return row ? box.seal(row.password, credentialContext(row)) : null;
          },
        },
      ],
      issued.length,
      {
        onBatch: (done) => {
          input.onProgress(`credentials ${String(done)}/${String(issued.length)}`);
        },
      },
    );
  });
}
