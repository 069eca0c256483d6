import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, isEditable, newDraft, type RoundDraft } from './round-draft';
import { FACULTIES, round, TERMS } from './test/fixtures';

const filled = (overrides: Partial<RoundDraft> = {}): RoundDraft => ({
  ...newDraft(FACULTIES, TERMS),
  opens: '2026-12-01T09:00',
  closes: '2026-12-10T21:00',
  Offers: [{ ProgramId: 31, Kind: 'major', Capacity: '40', LastYearCutOffGpa: '3.1' }],
  ...overrides,
});

describe('round draft', () => {
  it('starts a new round in the first faculty and newest term with that faculty’s first program', () => {
    const draft = newDraft(FACULTIES, TERMS);
    expect(draft).toMatchObject({ FacultyId: 2, TermId: 9, Number: 1, MaxChoices: '3', MinLevel: '1' });
    expect(draft.Offers).toEqual([{ ProgramId: 31, Kind: 'major', Capacity: '', LastYearCutOffGpa: '' }]);
  });

  it('sends SaveRound’s body: numbers as numbers, dates as instants, a blank cut-off as null', () => {
    const body = bodyOf(
      filled({
        Offers: [
          { ProgramId: 31, Kind: 'major', Capacity: '40', LastYearCutOffGpa: '3.1' },
          { ProgramId: 32, Kind: 'minor', Capacity: '0', LastYearCutOffGpa: ' ' },
        ],
      }),
    );
    expect(body).toEqual({
      FacultyId: 2,
      TermId: 9,
      Number: 1,
      OpensAt: new Date('2026-12-01T09:00').toISOString(),
      ClosesAt: new Date('2026-12-10T21:00').toISOString(),
      MaxChoices: 3,
      MinLevel: 1,
      MinEarnedCredits: 0,
      Offers: [
        { ProgramId: 31, Kind: 'major', Capacity: 40, LastYearCutOffGpa: 3.1 },
        { ProgramId: 32, Kind: 'minor', Capacity: 0, LastYearCutOffGpa: null },
      ],
    });
  });

  it('keeps an edited round’s id and reads its values back', () => {
    const draft = draftOf(round({ State: 'open' }));
    expect(draft).toMatchObject({ RoundId: 5, MaxChoices: '3' });
    expect(bodyOf(draft)).toMatchObject({
      RoundId: 5,
      Offers: [{ ProgramId: 31, Capacity: 40, LastYearCutOffGpa: 3.1 }],
    });
  });

  it('says what to correct before sending', () => {
    expect(bodyOf(filled({ closes: '' }))).toEqual({ problem: 'datesNeeded' });
    expect(bodyOf(filled({ closes: '2026-11-01T09:00' }))).toEqual({ problem: 'datesBackwards' });
    expect(bodyOf(filled({ MinLevel: '8' }))).toEqual({ problem: 'wholeNumbers' });
    expect(bodyOf(filled({ MaxChoices: '2.5' }))).toEqual({ problem: 'wholeNumbers' });
    expect(bodyOf(filled({ Offers: [] }))).toEqual({ problem: 'noOffer' });
    const offer = { ProgramId: 31, Kind: 'major' as const, Capacity: '5', LastYearCutOffGpa: '' };
    expect(bodyOf(filled({ Offers: [{ ...offer, Capacity: '' }] }))).toEqual({ problem: 'wholeNumbers' });
    expect(bodyOf(filled({ Offers: [{ ...offer, LastYearCutOffGpa: '4.5' }] }))).toEqual({
      problem: 'cutOff',
    });
    expect(bodyOf(filled({ Offers: [offer, offer] }))).toEqual({ problem: 'offerTwice' });
  });

  it('lets the office edit an open round only, as the server does', () => {
    expect(isEditable({ State: 'open' })).toBe(true);
    for (const State of ['closed', 'previewed', 'published'] as const)
      expect(isEditable({ State })).toBe(false);
  });
});
