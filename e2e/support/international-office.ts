import {
  envelope,
  getAppliedProgramsResponse,
  getFacultyIntroTextResponse,
  getOfficeProgramsResponse,
  saveProgramResponse,
  type ProgramDefinition,
} from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { staffToken } from './portal';
import { findStudent, readStudent, type FoundStudent } from './student-api';

/** The demo's international-office clerk (apps/server/src/demo/staff.ts). */
export const INTERNATIONAL_OFFICE = 'international-office@ndu.edu.eg';

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function officeHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request, INTERNATIONAL_OFFICE)}` };
}

async function saveProgram(request: APIRequestContext, program: ProgramDefinition): Promise<number> {
  const answer = await request.post('/api/InternationalOffice/SaveProgram', {
    headers: await officeHeaders(request),
    data: program,
  });
  const body = envelope(saveProgramResponse.nullable()).parse(await answer.json());
  expect(body.Status, body.Message).toBe('200');
  return body.ReturnObject?.ProgramId ?? 0;
}

export interface ExchangeProgram {
  definition: ProgramDefinition & { ProgramId: number };
  term: { TermId: number; NameEn: string };
  partners: { PartnerId: number; NameEn: string }[];
}

/**
 * A semester exchange of the run's own, made through the office's API: the phone and desktop runs (and
 * re-runs against one demo database) each rank and allocate their own list, never another walk's. Three
 * partners with two seats each in the first term the office offers seats in; open now, from the second year.
 */
export async function newExchangeProgram(
  request: APIRequestContext,
  project: string,
): Promise<ExchangeProgram> {
  const read = await request.get('/api/InternationalOffice/GetPrograms', {
    headers: await officeHeaders(request),
  });
  const catalogue = envelope(getOfficeProgramsResponse).parse(await read.json()).ReturnObject;
  const term = catalogue.Terms[0];
  expect(term, 'a term the office may offer seats in').toBeDefined();
  if (!term) throw new Error('no term');
  const partners = catalogue.Partners.slice(0, 3);
  expect(partners).toHaveLength(3);
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  const code = `E2E-EXCH-${project.toUpperCase()}-${suffix}`;
  const definition: ProgramDefinition = {
    Code: code,
    PageName: 'international',
    Mode: 'semester-exchange',
    Selection: 'ranked',
    TitleEn: `Exchange semester ${code}`,
    TitleAr: `فصل التبادل ${code}`,
    IntroEn: 'A semester at one of three partner universities, made for an end-to-end walk.',
    IntroAr: 'فصل دراسي في إحدى ثلاث جامعات شريكة.',
    FlyerEn: '',
    FlyerAr: '',
    OpensAt: new Date(Date.now() - DAY).toISOString(),
    ClosesAt: new Date(Date.now() + 7 * DAY).toISOString(),
    MaxChoices: 3,
    FeePiastres: 20_000_00,
    Eligibility: {
      FacultyIds: [],
      ProgramIds: [],
      MinLevel: 2,
      MaxLevel: null,
      MinGpa: null,
      Standings: [],
      NoDisciplinaryHold: false,
    },
    Seats: partners.map((partner) => ({ PartnerId: partner.PartnerId, TermId: term.TermId, Seats: 2 })),
    Plans: [
      {
        Code: 'full',
        NameEn: 'Full payment',
        NameAr: 'سداد كامل',
        Installments: [{ Percent: 100, DueDate: dayFromNow(14) }],
      },
      {
        Code: 'two',
        NameEn: 'Two installments',
        NameAr: 'قسطان',
        Installments: [
          { Percent: 50, DueDate: dayFromNow(14) },
          { Percent: 50, DueDate: dayFromNow(60) },
        ],
      },
    ],
    Active: true,
  };
  const ProgramId = await saveProgram(request, definition);
  return { definition: { ...definition, ProgramId }, term, partners };
}

/** Closes the program's window (ranking is refused while it is open). */
export async function closeApplications(request: APIRequestContext, program: ExchangeProgram['definition']) {
  await saveProgram(request, { ...program, ClosesAt: new Date(Date.now() - 60_000).toISOString() });
}

/** A demo student who may apply to the page's program now and has not, claimed for `claim`. */
export function studentWhoMayApply(
  request: APIRequestContext,
  page: string,
  programCode: string,
  claim: string,
): Promise<FoundStudent<true>> {
  return findStudent(
    request,
    async (api) => {
      const programs = await api.get(
        getFacultyIntroTextResponse,
        `/api/International/GetFacultyIntroText?PageName=${page}`,
      );
      const program = programs.find((one) => one.Code === programCode);
      return program?.Eligible && program.ApplicationId === null ? true : undefined;
    },
    { claim },
  );
}

/** The student's application to the program, read back through the API. */
export async function applicationTo(request: APIRequestContext, email: string, programCode: string) {
  const applications = await readStudent(request, email, (api) =>
    api.get(getAppliedProgramsResponse, '/api/International/GetAppliedPrograms'),
  );
  const application = applications?.find((one) => one.ProgramCode === programCode);
  expect(application, `an application to ${programCode}`).toBeDefined();
  return application as NonNullable<typeof application>;
}
