import type { FormField, FormAnswers } from '@portal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';
import { emailAliases, type OrderRow, type OrderTypeRow } from './schema.js';

/**
 * Names no student may take: the mailboxes mail systems reserve (RFC 2142) and the university's offices,
 * whose addresses students and outsiders trust.
 */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'admissions',
  'dean',
  'finance',
  'help',
  'helpdesk',
  'hostmaster',
  'info',
  'it',
  'it-desk',
  'itdesk',
  'mailer-daemon',
  'no-reply',
  'noreply',
  'postmaster',
  'president',
  'registrar',
  'root',
  'security',
  'staff',
  'student-affairs',
  'student-services',
  'support',
  'webmaster',
]);

/** Starts with a letter, ends with a letter or digit, single dots or dashes between. */
const ALIAS_SHAPE = /^[a-z](?:[a-z0-9]|[.-](?=[a-z0-9]))*$/;

/** An alias's shape and bounds, without the database; null when it is well formed. */
export function aliasShapeRefusal(field: FormField, value: unknown): Said | null {
  const name = { en: field.LabelEn, ar: field.LabelAr };
  if (typeof value !== 'string') return say('orders.answer.notText', { field: name });
  const alias = value.trim().toLowerCase();
  if (field.Min !== null && alias.length < field.Min)
    return say('orders.answer.tooShort', { field: name, min: field.Min });
  if (field.Max !== null && alias.length > field.Max)
    return say('orders.answer.tooLong', { field: name, max: field.Max });
  if (!ALIAS_SHAPE.test(alias)) return say('orders.alias.badShape', { field: name });
  if (RESERVED_ALIASES.has(alias)) return say('orders.alias.reserved', { alias });
  return null;
}

/**
 * Whether `alias` already names someone other than `studentId`: another student's granted alias, or the
 * name before the @ of any student's or staff member's own university address.
 */
export async function aliasTaken(db: Database, alias: string, studentId: number): Promise<boolean> {
  const localPart = (column: typeof students.email | typeof staffMembers.email) =>
    sql`split_part(${column}, '@', 1) = ${alias}`;
  const [granted] = await db
    .select({ id: emailAliases.id })
    .from(emailAliases)
    .where(and(eq(emailAliases.alias, alias), ne(emailAliases.studentId, studentId)))
    .limit(1);
  if (granted) return true;
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(localPart(students.email))
    .limit(1);
  if (student) return true;
  const [member] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(localPart(staffMembers.email))
    .limit(1);
  return member !== undefined;
}

/**
 * Grants the student the aliases their request's `email-alias` answers ask for, in the fulfil move's
 * transaction: refused (the move rolled back) when another student or an address took one since filing.
 */
export async function grantAliases(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'studentId' | 'answers'>,
  type: Pick<OrderTypeRow, 'fields'>,
  now: Date,
): Promise<Said | null> {
  for (const field of type.fields.filter((one) => one.Kind === 'email-alias')) {
    const alias = aliasAnswer(order.answers, field);
    if (alias === null) continue;
    if (await aliasTaken(tx, alias, order.studentId)) return say('orders.alias.taken', { alias });
    const granted = await tx
      .insert(emailAliases)
      .values({ studentId: order.studentId, alias, orderId: order.id, grantedAt: now })
      .onConflictDoNothing({ target: emailAliases.alias })
      .returning({ id: emailAliases.id });
    // Nothing inserted: the student already holds it, or another desk granted it a moment ago.
    if (granted.length === 0 && (await aliasTaken(tx, alias, order.studentId)))
      return say('orders.alias.taken', { alias });
  }
  return null;
}

const aliasAnswer = (answers: FormAnswers, field: FormField) => {
  const value = answers[field.Key];
  return typeof value === 'string' && value !== '' ? value : null;
};
