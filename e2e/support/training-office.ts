import {
  checkStudentHasSavedDataResponse,
  envelope,
  getSstpLanguagesResponse,
  getSstpLevelsResponse,
  getSstpOrganizationsResponse,
  getSstpProgramsResponse,
  getTrainingCyclesResponse,
  trainingCycleResponse,
  type SstpOffer,
  type TrainingOfficeCycle,
} from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { staffToken } from './portal';
import { findStudent } from './student-api';

/** The demo's training-office clerk (apps/server/src/demo/staff.ts). */
export const TRAINING_OFFICE = 'training-office@ndu.edu.eg';

const DAY = 24 * 60 * 60 * 1000;

async function officeHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request, TRAINING_OFFICE)}` };
}

export async function trainingCatalogue(request: APIRequestContext) {
  const answer = await request.get('/api/TrainingOffice/GetCycles', {
    headers: await officeHeaders(request),
  });
  return envelope(getTrainingCyclesResponse).parse(await answer.json()).ReturnObject;
}

async function saveCycle(request: APIRequestContext, body: unknown): Promise<TrainingOfficeCycle> {
  const answer = await request.post('/api/TrainingOffice/SaveCycle', {
    headers: await officeHeaders(request),
    data: body,
  });
  const saved = envelope(trainingCycleResponse.nullable()).parse(await answer.json());
  expect(saved.Status, saved.Message).toBe('200');
  if (!saved.ReturnObject) throw new Error('SaveCycle answered no cycle');
  return saved.ReturnObject;
}

/**
 * The cycle students see (the newest term's: one cycle per term), open now. The demo's when it has one;
 * otherwise made through the office's API, with three places at two organisations for every program at the
 * lowest training level, each over the whole summer term (known once the cycle exists, so saved twice).
 */
export async function walkCycle(request: APIRequestContext): Promise<TrainingOfficeCycle> {
  const catalogue = await trainingCatalogue(request);
  const term = catalogue.Terms[0];
  if (!term) throw new Error('the demo has no term');
  const existing = catalogue.Cycles.find((cycle) => cycle.TermId === term.TermId);
  if (existing) return existing;
  const level = [...catalogue.Levels].sort((a, b) => a.MinStudyLevel - b.MinStudyLevel)[0];
  if (!level) throw new Error('the demo has no training level');
  const body = (period: { from: string; to: string }, cycleId?: number) => ({
    ...(cycleId === undefined ? {} : { CycleId: cycleId }),
    TermId: term.TermId,
    NameEn: `Summer training · ${term.NameEn}`,
    NameAr: `التدريب الصيفي · ${term.NameAr}`,
    OpensAt: new Date(Date.now() - DAY).toISOString(),
    ClosesAt: new Date(Date.now() + 7 * DAY).toISOString(),
    MaxChoices: 3,
    Offers: catalogue.Programs.flatMap((program) =>
      catalogue.Organizations.slice(0, 2).map((organization) => ({
        OrganizationId: organization.OrganizationId,
        ProgramId: program.ProgramId,
        LevelId: level.LevelId,
        Places: 3,
        PeriodFrom: period.from,
        PeriodTo: period.to,
      })),
    ),
  });
  const made = await saveCycle(request, body({ from: '2000-01-01', to: '2100-12-31' }));
  return saveCycle(request, body({ from: made.SummerFrom, to: made.SummerTo }, made.CycleId));
}

/** What the walk's student applies for: a program of their faculty, a level, a language two organisations share. */
export interface WalkApplication {
  programNameEn: string;
  levelNameEn: string;
  languageNameEn: string;
  weeksMin: number;
  credits: number;
  summerFrom: string;
  offers: SstpOffer[];
}

/** The admission year of this academic year's third-year students (codes are `<year>-<serial>`). */
function thirdYearCohort(today = new Date()): number {
  const year = today.getUTCFullYear();
  return today.getUTCMonth() >= 8 ? year - 2 : year - 3;
}

/** A third-year student who may apply in the cycle and has not, with two organisations to rank. */
export function studentForCycle(request: APIRequestContext, cycle: TrainingOfficeCycle) {
  return findStudent(
    request,
    async (api): Promise<WalkApplication | undefined> => {
      const data = await api.get(checkStudentHasSavedDataResponse, '/api/SSTP/CheckStudentHasSavedData');
      if (data.Cycle?.CycleId !== cycle.CycleId || !data.CanSave || data.Application !== null)
        return undefined;
      const [programs, levels, languages] = await Promise.all([
        api.get(getSstpProgramsResponse, '/api/SSTP/programs'),
        api.get(getSstpLevelsResponse, '/api/SSTP/levels'),
        api.get(getSstpLanguagesResponse, '/api/SSTP/languages'),
      ]);
      for (const program of programs)
        for (const level of levels) {
          const { Offers } = await api.post(getSstpOrganizationsResponse, '/api/SSTP/GetOrganizations', {
            ProgramId: program.ProgramId,
            LevelId: level.LevelId,
          });
          const [first, second] = Offers;
          const language = languages.find(
            (one) =>
              first?.LanguageIds.includes(one.LanguageId) && second?.LanguageIds.includes(one.LanguageId),
          );
          if (first && second && language)
            return {
              programNameEn: program.NameEn,
              levelNameEn: level.NameEn,
              languageNameEn: language.NameEn,
              weeksMin: program.WeeksMin,
              credits: program.Credits,
              summerFrom: data.Cycle.SummerFrom,
              offers: [first, second],
            };
        }
      return undefined;
    },
    { claim: `sstp-${String(cycle.CycleId)}`, query: `${String(thirdYearCohort())}-` },
  );
}

/** `date` plus `days` calendar days, as `yyyy-mm-dd`. */
export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
