import {
  envelope,
  getFacultiesResponse,
  getPlacementRoundsResponse,
  getStudentMajorMinorResponse,
  getStudentSavedDataResponse,
  placementRoundResponse,
} from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { staffToken } from './portal';
import { findStudent } from './student-api';

/** The demo's placement-office clerk (apps/server/src/demo/staff.ts). */
export const PLACEMENT_OFFICE = 'placement-office@ndu.edu.eg';

const DAY = 24 * 60 * 60 * 1000;

export interface WalkRound {
  roundId: number;
  number: number;
  facultyNameEn: string;
  termNameEn: string;
  /** The two majors offered, in the order SaveRound answered them. */
  offers: { OfferId: number; ProgramId: number; NameEn: string }[];
}

/**
 * A faculty, the term `termAt` places back from the newest (0 = newest) and the first round number free for
 * them: where a test may make a round of its own.
 */
export async function freeRoundSlot(request: APIRequestContext, facultyCode: string, termAt: number) {
  const headers = { Authorization: `Bearer ${await staffToken(request, PLACEMENT_OFFICE)}` };
  const faculties = envelope(getFacultiesResponse).parse(
    await (await request.get('/api/Student/GetFaculties')).json(),
  ).ReturnObject;
  const faculty = faculties.find((one) => one.FacultyCode === facultyCode);
  if (!faculty) throw new Error(`no faculty ${facultyCode}`);
  const catalogue = envelope(getPlacementRoundsResponse).parse(
    await (await request.get('/api/PlacementOffice/GetRounds', { headers })).json(),
  ).ReturnObject;
  const term = catalogue.Terms[termAt];
  if (!term) throw new Error(`no term ${String(termAt)}`);
  const taken = new Set(
    catalogue.Rounds.filter(
      (round) => round.FacultyId === faculty.FacultyId && round.TermId === term.TermId,
    ).map((round) => round.Number),
  );
  const number = [1, 2, 3].find((candidate) => !taken.has(candidate));
  if (number === undefined) throw new Error('no free round number');
  return { faculty, term, number };
}

/**
 * A round of the walk's own for the faculty, made through the office's API in the latest term with the first
 * free number: the newest round of the faculty, so its students see it; the phone and desktop runs use
 * different faculties and never touch each other's round. Two majors of five seats, open now.
 */
export async function newPlacementRound(request: APIRequestContext, facultyCode: string): Promise<WalkRound> {
  const headers = { Authorization: `Bearer ${await staffToken(request, PLACEMENT_OFFICE)}` };
  const { faculty, term, number } = await freeRoundSlot(request, facultyCode, 0);
  const answer = await request.post('/api/PlacementOffice/SaveRound', {
    headers,
    data: {
      FacultyId: faculty.FacultyId,
      TermId: term.TermId,
      Number: number,
      OpensAt: new Date(Date.now() - DAY).toISOString(),
      ClosesAt: new Date(Date.now() + 7 * DAY).toISOString(),
      MaxChoices: 2,
      MinLevel: 1,
      MinEarnedCredits: 0,
      Offers: faculty.Programs.slice(0, 2).map((program) => ({
        ProgramId: program.ProgramId,
        Kind: 'major',
        Capacity: 5,
        LastYearCutOffGpa: 2.75,
      })),
    },
  });
  const body = envelope(placementRoundResponse.nullable()).parse(await answer.json());
  expect(body.Status, body.Message).toBe('200');
  return {
    roundId: body.ReturnObject?.RoundId ?? 0,
    number,
    facultyNameEn: faculty.NameEn,
    termNameEn: term.NameEn,
    offers: body.ReturnObject?.Offers ?? [],
  };
}

/** A student who may save in the round, and the offer to rank first: a major that is not theirs now. */
export function studentForRound(request: APIRequestContext, round: WalkRound) {
  return findStudent(
    request,
    async (api) => {
      const data = await api.get(getStudentSavedDataResponse, '/api/Tanseek/GetStudentSavedData');
      if (data.Round?.RoundId !== round.roundId || !data.CanSave) return undefined;
      const now = await api.get(getStudentMajorMinorResponse, '/api/Tanseek/GetStudentMajorMinor');
      return round.offers.find((offer) => offer.ProgramId !== now.Major.ProgramId);
    },
    { claim: `tanseek-${String(round.roundId)}` },
  );
}
