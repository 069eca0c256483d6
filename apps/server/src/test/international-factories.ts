import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderTypeDocument, ProgramEligibility, ProgramMode, ProgramPlan } from '@portal/contract';
import {
  intlApplicationDocuments,
  intlApplications,
  intlModeDocuments,
  intlPartners,
  intlPrograms,
  intlProgramSeats,
  type IntlPartnerRow,
  type IntlProgramRow,
  type NewIntlApplicationRow,
  type NewIntlProgramRow,
} from '../modules/international/schema.js';
import type { Database } from '../platform/db/client.js';
import { buildStudent, buildTerm } from './factories.js';
import { checklistDocument } from './orders-factories.js';

let counter = 0;
const next = () => (counter += 1);

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anyone may apply: no faculty, program, level, GPA or standing bound; a disciplinary hold still keeps out. */
export function openEligibility(overrides: Partial<ProgramEligibility> = {}): ProgramEligibility {
  return {
    FacultyIds: [],
    ProgramIds: [],
    MinLevel: null,
    MaxLevel: null,
    MinGpa: null,
    Standings: [],
    NoDisciplinaryHold: true,
    ...overrides,
  };
}

/** A plan in full (`full`, one installment) and one in two halves (`two`). */
export function programPlans(): ProgramPlan[] {
  return [
    {
      Code: 'full',
      NameEn: 'In full',
      NameAr: 'دفعة واحدة',
      Installments: [{ Percent: 100, DueDate: '2100-01-15' }],
    },
    {
      Code: 'two',
      NameEn: 'Two installments',
      NameAr: 'قسطان',
      Installments: [
        { Percent: 50, DueDate: '2100-01-15' },
        { Percent: 50, DueDate: '2100-03-15' },
      ],
    },
  ];
}

/** A partner university with a unique code. */
export async function buildPartner(db: Database, overrides: Partial<typeof intlPartners.$inferInsert> = {}) {
  const n = next();
  return only(
    await db
      .insert(intlPartners)
      .values({
        code: `U${String(n)}-${randomUUID().slice(0, 8).toUpperCase()}`,
        nameEn: `Partner University ${String(n)}`,
        nameAr: `الجامعة الشريكة ${String(n)}`,
        countryEn: 'Germany',
        countryAr: 'ألمانيا',
        city: 'Berlin',
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A ranked semester exchange on the `international` page, open since yesterday for 30 days, three choices, free,
 * open to everyone, with both plans.
 */
export async function buildIntlProgram(db: Database, overrides: Partial<NewIntlProgramRow> = {}) {
  const n = next();
  const now = Date.now();
  return only(
    await db
      .insert(intlPrograms)
      .values({
        code: `EX${String(n)}-${randomUUID().slice(0, 8).toUpperCase()}`,
        pageName: 'international',
        mode: 'semester-exchange',
        selection: 'ranked',
        titleEn: `Exchange ${String(n)}`,
        titleAr: `تبادل ${String(n)}`,
        introEn: 'A semester abroad.',
        introAr: 'فصل دراسي في الخارج.',
        flyerEn: 'Study abroad for a semester.',
        flyerAr: 'ادرس في الخارج فصلاً دراسياً.',
        opensAt: new Date(now - DAY_MS),
        closesAt: new Date(now + 30 * DAY_MS),
        maxChoices: 3,
        feePiastres: 0,
        eligibility: openEligibility(),
        plans: programPlans(),
        ...overrides,
      })
      .returning(),
  );
}

/** Seats a partner offers a program in a term. */
export async function buildSeats(
  db: Database,
  fields: { programId: number; partnerId: number; termId: number; seats?: number },
) {
  return only(
    await db
      .insert(intlProgramSeats)
      .values({ seats: 2, ...fields })
      .returning(),
  );
}

/** A mode's checklist, replacing the one it had (an empty list = nothing to upload). */
export async function buildModeChecklist(
  db: Database,
  mode: ProgramMode,
  documents: OrderTypeDocument[] = [
    checklistDocument({ Code: 'passport', NameEn: 'Passport', NameAr: 'جواز السفر' }),
  ],
) {
  await db.delete(intlModeDocuments).where(eq(intlModeDocuments.mode, mode));
  return only(await db.insert(intlModeDocuments).values({ mode, documents }).returning());
}

export interface ProgramWithSeats {
  program: IntlProgramRow;
  termId: number;
  partners: IntlPartnerRow[];
}

/**
 * A program (overrides as buildIntlProgram) with `partners` partners (3 unless given) offering `seats` seats each
 * (2 unless given) in a new term (or `termId`). The mode's checklist is left as it is: see buildModeChecklist.
 */
export async function buildProgramWithSeats(
  db: Database,
  options: { program?: Partial<NewIntlProgramRow>; partners?: number; seats?: number; termId?: number } = {},
): Promise<ProgramWithSeats> {
  const program = await buildIntlProgram(db, options.program);
  const termId = options.termId ?? (await buildTerm(db)).id;
  const partners: IntlPartnerRow[] = [];
  for (let index = 0; index < (options.partners ?? 3); index += 1) {
    const partner = await buildPartner(db);
    await buildSeats(db, { programId: program.id, partnerId: partner.id, termId, seats: options.seats ?? 2 });
    partners.push(partner);
  }
  return { program, termId, partners };
}

/**
 * An application (a draft, for a new student, unless given). Without `programId` it applies to a new program
 * with seats and chooses its partners in order; with one, it chooses nobody unless `partnerIds` says so.
 * `state` puts it anywhere in its life without walking the moves (a state past the draft stamps submittedAt).
 */
export async function buildApplication(db: Database, overrides: Partial<NewIntlApplicationRow> = {}) {
  const built =
    overrides.programId === undefined
      ? await buildProgramWithSeats(db, overrides.termId === undefined ? {} : { termId: overrides.termId })
      : null;
  const programId = overrides.programId ?? built?.program.id;
  const termId = overrides.termId ?? built?.termId ?? (await buildTerm(db)).id;
  if (programId === undefined) throw new Error('No program to apply to');
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  return only(
    await db
      .insert(intlApplications)
      .values({
        state: 'draft',
        partnerIds: built?.partners.map((partner) => partner.id) ?? [],
        idempotencyKey: randomUUID(),
        ...(overrides.state !== undefined &&
        overrides.state !== 'draft' &&
        overrides.submittedAt === undefined
          ? { submittedAt: new Date() }
          : {}),
        ...overrides,
        studentId,
        programId,
        termId,
      })
      .returning(),
  );
}

/** An uploaded file of an application (`passport`, pending review unless given); nothing goes into the file store. */
export async function buildApplicationDocument(
  db: Database,
  fields: { applicationId: number; studentId: number } & Partial<
    typeof intlApplicationDocuments.$inferInsert
  >,
) {
  return only(
    await db
      .insert(intlApplicationDocuments)
      .values({
        requirementCode: 'passport',
        fileKey: `test/${randomUUID()}`,
        kind: 'pdf',
        mediaType: 'application/pdf',
        bytes: 1024,
        sha256: '0'.repeat(64),
        originalName: 'passport.pdf',
        ...fields,
      })
      .returning(),
  );
}
