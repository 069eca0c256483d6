import { and, asc, desc, eq } from 'drizzle-orm';
import type { MajorProgram, StudentMajors } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Language } from '../../platform/i18n/language.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { students } from '../student/schema.js';
import { notEligibleReason } from './eligibility.js';
import { majorChoices } from './major-choices.js';
import { orders, orderTypes, type OrderRow, type OrderTypeRow } from './schema.js';

/** The type students declare with: the first active one of purpose `major-declaration`. */
async function declarationType(db: Database): Promise<OrderTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTypes)
    .where(and(eq(orderTypes.purpose, 'major-declaration'), eq(orderTypes.active, true)))
    .orderBy(asc(orderTypes.id))
    .limit(1);
  return row;
}

/** The student's newest declaration of any type (orders_student_idx), the student in the `where`. */
async function latestDeclaration(db: Database, studentId: number) {
  const [row] = await db
    .select({ order: orders, type: orderTypes })
    .from(orders)
    .innerJoin(orderTypes, eq(orderTypes.id, orders.orderTypeId))
    .where(and(eq(orders.studentId, studentId), eq(orderTypes.purpose, 'major-declaration')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

function declaredProgramId(order: OrderRow, type: OrderTypeRow): number | null {
  const field = type.fields.find((one) => one.Kind === 'major');
  const value = field ? order.answers[field.Key] : undefined;
  return typeof value === 'number' ? value : null;
}

/**
 * GetStudentMajors: the student's major, the faculty's majors with whether each may be declared, the type to
 * file with and whether the student may file it now, and their latest declaration with the office's note.
 */
export async function studentMajors(
  db: Database,
  studentId: number,
  now: Date,
  timeZone: string,
  language: Language,
): Promise<StudentMajors> {
  const [choices, type, latest, [student]] = await Promise.all([
    majorChoices(db, studentId, language),
    declarationType(db),
    latestDeclaration(db, studentId),
    db
      .select({ id: students.id, level: students.level, standing: students.standing })
      .from(students)
      .where(eq(students.id, studentId)),
  ]);
  const reason = type && student ? await notEligibleReason(db, type, student, now, timeZone) : null;
  const known = new Map<number, MajorProgram>(
    choices.majors.map(({ ProgramId, Code, NameEn, NameAr }) => [
      ProgramId,
      { ProgramId, Code, NameEn, NameAr },
    ]),
  );
  const declared = latest ? declaredProgramId(latest.order, latest.type) : null;
  return {
    Current: choices.current,
    Majors: choices.majors,
    OrderTypeId: type?.id ?? null,
    MajorFieldKey: type?.fields.find((one) => one.Kind === 'major')?.Key ?? null,
    Eligible: type !== undefined && reason === null,
    NotEligibleReason: reason ? inLanguage(reason, language) : null,
    Latest: latest
      ? {
          OrderId: latest.order.id,
          State: latest.order.state,
          Version: latest.order.version,
          Major: declared === null ? null : (known.get(declared) ?? null),
          OfficeNote: latest.order.officeNote,
          SubmittedAt: latest.order.submittedAt?.toISOString() ?? null,
          DecidedAt: latest.order.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}
