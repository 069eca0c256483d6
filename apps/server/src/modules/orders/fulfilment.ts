import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { universityDate } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { verificationSeal } from '../../platform/pdf/verification-seal.js';
import { newFileKey, type FileStore } from '../../platform/storage/file-store.js';
import { DEFAULT_GRADE_SCALE, type GradeScale } from '../registration/grade-scale.js';
import type { AttendanceLimits } from '../attendance/service.js';
import { transcriptFile, withdrawLate } from '../transcript/service.js';
import { changeStudentProgram } from '../student/service.js';
import { DEFAULT_CHOICE_LIMITS, lateDropChoice } from './course-choices.js';
import { grantAliases } from './email-aliases.js';
import { majorRefusal } from './major-choices.js';
import { renderEnrolmentLetter } from './letter-pdf.js';
import { codeTaken, letterFactsOf } from './letter-queries.js';
import { orderNumber } from './order-number.js';
import { orders, type OrderRow, type OrderTypeRow } from './schema.js';
import { newVerificationCode } from './verification-code.js';

/** What issuing a document needs from the configuration. */
export interface FulfilmentSettings {
  /** publicUrl(config): the verification page's address is printed on every issued document. */
  portalUrl: string;
  universityName: string;
  timeZone: string;
  scale: GradeScale;
  limits: AttendanceLimits;
}

export function fulfilmentSettings(config: Config, portalUrl: string): FulfilmentSettings {
  return {
    portalUrl,
    universityName: config.UNIVERSITY_NAME_EN,
    timeZone: config.UNIVERSITY_TIME_ZONE,
    scale: config.gradeScale,
    limits: {
      warningPercent: config.ATTENDANCE_WARNING_PERCENT,
      denialPercent: config.ATTENDANCE_DENIAL_PERCENT,
    },
  };
}

/** The configuration's defaults, for a caller without the configuration at hand (tests, scripts). */
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  portalUrl: 'http://localhost:8080',
  universityName: 'Nile Delta University',
  timeZone: 'Africa/Cairo',
  scale: DEFAULT_GRADE_SCALE,
  limits: DEFAULT_CHOICE_LIMITS,
};

/** A program a fulfilment changed (major declaration): the office route audits it under the student. */
export interface ProgramChange {
  fromProgramId: number;
  toProgramId: number;
}

export type FulfilOutcome =
  { kind: 'fulfilled'; issued: boolean; programChange?: ProgramChange } | Refused<'409' | '422'>;

/** The public check of an issued document (the web app's hidden 'verify-document' page). */
export const verifyAddress = (portalUrl: string, code: string) =>
  `${portalUrl}/#/verify-document?code=${encodeURIComponent(code)}`;

/**
 * What fulfilling a request does, by its type's purpose, in the caller's transaction (ActOnOrder's
 * `fulfil`, after moveOrder): a refusal here must roll the whole move back.
 * - letter / transcript: issues the document — an enrolment letter or the official transcript — with a
 *   fresh verification code and its QR code, stored in the file store as the request's result;
 * - late-drop: withdraws the registration with the W or WU the late-drop rules give now (late-drop.ts),
 *   refused while the course can no longer be dropped;
 * - major-declaration: moves the student to the declared major through the student module's
 *   changeStudentProgram (the degree audit reads the program at read time), refused while the major can
 *   no longer be declared (a Tanseek round has started offering it, the student moved since);
 * - any purpose: an `email-alias` answer becomes the student's alias (email-aliases.ts), refused once
 *   someone else holds it;
 * - account: the IT desk's note says what it did (office-service's checkMove asks for it);
 * - excuse, make-up, recalculation, work-extension, none: the office's recorded decision is the result
 *   (with the file it attached, if any); nothing else happens.
 * The stored PDF of a move that rolls back afterwards is left unreferenced in the store (never served:
 * files are served only through a request that names them).
 */
export async function fulfilOrder(
  tx: Transaction,
  order: OrderRow,
  type: OrderTypeRow,
  staffId: number,
  now: Date,
  files: FileStore,
  settings: FulfilmentSettings = DEFAULT_FULFILMENT_SETTINGS,
): Promise<FulfilOutcome> {
  // Whatever the purpose, an `email-alias` answer becomes the student's alias (refused once taken).
  const taken = await grantAliases(tx, order, type, now);
  if (taken) return refused('409', taken);
  switch (type.purpose) {
    case 'letter':
    case 'transcript':
      await issueDocument(tx, order, type, now, files, settings);
      return { kind: 'fulfilled', issued: true };
    case 'late-drop':
      return dropLate(tx, order, now, settings);
    case 'major-declaration':
      return declareMajor(tx, order, type, now);
    default:
      // The deciding staff member is on the action log moveOrder wrote (staffId): nothing more to record.
      return { kind: 'fulfilled', issued: false };
  }
}

async function dropLate(
  tx: Transaction,
  order: OrderRow,
  now: Date,
  settings: FulfilmentSettings,
): Promise<FulfilOutcome> {
  if (order.registrationId === null) return refused('422', say('orders.lateDrop.noCourse'));
  const context = { now, limits: settings.limits, language: 'en' as const };
  const choice = await lateDropChoice(tx, order.studentId, order.registrationId, context);
  if (!choice || choice.reason !== null) return refused('409', say('orders.lateDrop.notDroppable'));
  const outcome = await withdrawLate(tx, order.studentId, order.registrationId, choice.dropGrade, now);
  if (outcome !== 'withdrawn') return refused('409', say('orders.lateDrop.notDroppable'));
  return { kind: 'fulfilled', issued: false };
}

async function declareMajor(
  tx: Transaction,
  order: OrderRow,
  type: OrderTypeRow,
  now: Date,
): Promise<FulfilOutcome> {
  const field = type.fields.find((one) => one.Kind === 'major');
  const programId = field ? order.answers[field.Key] : undefined;
  if (typeof programId !== 'number') return refused('422', say('orders.major.none'));
  const why = await majorRefusal(tx, order.studentId, programId);
  if (why) return refused('409', why);
  const from = await changeStudentProgram(tx, order.studentId, programId, now);
  if (from === undefined) throw new Error(`Order ${String(order.id)} names no student`);
  return { kind: 'fulfilled', issued: false, programChange: { fromProgramId: from, toProgramId: programId } };
}

/** A code no issued document carries yet (a clash among 3.5 × 10^17 is all but impossible; still checked). */
async function freshCode(db: Database): Promise<string> {
  for (;;) {
    const code = newVerificationCode();
    if (!(await codeTaken(db, code))) return code;
  }
}

async function issueDocument(
  tx: Transaction,
  order: OrderRow,
  type: OrderTypeRow,
  now: Date,
  files: FileStore,
  settings: FulfilmentSettings,
): Promise<void> {
  const code = await freshCode(tx);
  const seal = await verificationSeal(code, verifyAddress(settings.portalUrl, code));
  const number = orderNumber(order);
  const pdf = await renderIssued(tx, order, type, now, settings, seal, number);
  const key = newFileKey(now);
  await files.put(key, Readable.from(pdf.file), pdf.file.length, 'application/pdf');
  await tx
    .update(orders)
    .set({
      verificationCode: code,
      resultFileKey: key,
      resultMediaType: 'application/pdf',
      resultFileName: pdf.fileName,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
}

async function renderIssued(
  tx: Transaction,
  order: OrderRow,
  type: OrderTypeRow,
  now: Date,
  settings: FulfilmentSettings,
  seal: Awaited<ReturnType<typeof verificationSeal>>,
  number: string,
): Promise<{ file: Buffer; fileName: string }> {
  if (type.purpose === 'transcript') {
    const options = {
      universityName: settings.universityName,
      timeZone: settings.timeZone,
      scale: settings.scale,
      seal,
    };
    const found = await transcriptFile(tx, order.studentId, options, now);
    if (!found) throw new Error(`Order ${String(order.id)} names a student without a record`);
    return { file: found.file, fileName: `Official-Transcript-${number}.pdf` };
  }
  const facts = await letterFactsOf(tx, order.studentId, order.termId);
  if (!facts) throw new Error(`Order ${String(order.id)} names no student or term`);
  const issuedOn = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: settings.timeZone,
  }).format(now);
  const file = await renderEnrolmentLetter({
    universityName: settings.universityName,
    title: type.nameEn,
    number,
    facts,
    issuedOn,
    seal,
  });
  return { file, fileName: `${type.code}-${number}.pdf` };
}

/** The issue date as the university's calendar has it (VerifyDocument's IssuedOn). */
export const issuedOnDate = (issuedAt: Date, timeZone: string) => universityDate(issuedAt, timeZone);
