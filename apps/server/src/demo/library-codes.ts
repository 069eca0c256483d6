import type { NewStudent } from '../modules/student/schema.js';
import { libraryCodeContext } from '../modules/library/schema.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { bulkInsert, type SqlWriter } from './bulk-insert.js';
import { isoDay } from './days.js';
import { IntColumn } from './growable.js';
import { createRandom } from './random.js';
import type { RegistrationColumns } from './seats.js';
import type { DemoTerm } from './terms.js';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A library code for every term each student studied, and for this term for every active student (the
 * library issues codes to everyone enrolled, registered or not), like `NDL-7KQM-4R2P`, sealed like production
 * codes. Plain codes are drawn from the seed; only the sealing nonces differ between runs.
 */
export async function loadDemoLibraryCodes(
  write: SqlWriter,
  input: {
    seed: number;
    box: SecretBox;
    terms: readonly DemoTerm[];
    students: readonly NewStudent[];
    registrations: RegistrationColumns;
    onProgress: (line: string) => void;
  },
): Promise<void> {
  const random = createRandom(input.seed, 'library-codes');
  const current = input.terms[input.terms.length - 1];
  const student = new IntColumn();
  const term = new IntColumn();
  const add = (studentId: number, termId: number) => {
    if (
      student.length > 0 &&
      student.at(student.length - 1) === studentId &&
      term.at(term.length - 1) === termId
    )
      return;
    student.push(studentId);
    term.push(termId);
  };
  const { registrations } = input;
  let row = 0;
  for (const [position, enrolled] of input.students.entries()) {
    const studentId = enrolled.id ?? position + 1;
    let last = -1;
    for (; row < registrations.student.length && registrations.student.at(row) === studentId; row++) {
      last = registrations.term.at(row);
      add(studentId, last);
    }
    if (current && enrolled.status === 'active' && last !== current.id) add(studentId, current.id);
  }
  const startsOn = new Map(input.terms.map((entry) => [entry.id, isoDay(entry.startDay)]));
  const code = () =>
    `NDL-${Array.from({ length: 8 }, (_, index) => `${index === 4 ? '-' : ''}${ALPHABET[random.int(0, ALPHABET.length - 1)] ?? 'X'}`).join('')}`;
  await bulkInsert(
    write,
    'library_access_codes',
    [
      { name: 'student_id', type: 'int', value: (r) => student.at(r) },
      { name: 'term_id', type: 'int', value: (r) => term.at(r) },
      {
        name: 'sealed_code',
        type: 'text',
        value: (r) => input.box.seal(code(), libraryCodeContext(student.at(r), term.at(r))),
      },
      { name: 'issued_at', type: 'timestamptz', value: (r) => startsOn.get(term.at(r)) ?? null },
    ],
    student.length,
    {
      onBatch: (done) => {
        input.onProgress(`library codes ${String(done)}/${String(student.length)}`);
      },
    },
  );
}
