import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, newDraft, type CycleDraft } from './cycle-draft';
import { CATALOGUE, cycle } from './test/fixtures';

const draft = (overrides: Partial<CycleDraft> = {}): CycleDraft => ({
  ...draftOf(cycle()),
  ...overrides,
});

describe('bodyOf', () => {
  it('sends an existing cycle back as it was, its places whole', () => {
    expect(bodyOf(draft())).toEqual({
      CycleId: 4,
      TermId: 10,
      NameEn: 'Summer training 2027',
      NameAr: 'التدريب الصيفي 2027',
      OpensAt: '2026-11-20T06:00:00.000Z',
      ClosesAt: '2027-03-31T20:00:00.000Z',
      MaxChoices: 3,
      Offers: [
        {
          OrganizationId: 7,
          ProgramId: 1,
          LevelId: 1,
          Places: 6,
          PeriodFrom: '2027-06-01',
          PeriodTo: '2027-08-31',
        },
      ],
    });
  });

  it('names the first thing to correct', () => {
    expect(bodyOf(newDraft(CATALOGUE))).toEqual({ problem: 'names' });
    expect(bodyOf(draft({ closes: '' }))).toEqual({ problem: 'datesNeeded' });
    expect(bodyOf(draft({ closes: '2026-11-01T09:00' }))).toEqual({ problem: 'datesBackwards' });
    expect(bodyOf(draft({ MaxChoices: '0' }))).toEqual({ problem: 'wholeNumbers' });
    expect(bodyOf(draft({ Offers: [] }))).toEqual({ problem: 'noOffer' });
  });

  it('refuses a place without its period, or offered twice', () => {
    const [offer] = draft().Offers;
    if (!offer) throw new Error('the fixture has a place');
    expect(bodyOf(draft({ Offers: [{ ...offer, PeriodTo: '' }] }))).toEqual({ problem: 'offerPeriod' });
    expect(bodyOf(draft({ Offers: [{ ...offer, PeriodTo: '2027-05-01' }] }))).toEqual({
      problem: 'offerPeriod',
    });
    expect(bodyOf(draft({ Offers: [offer, { ...offer, Places: '2' }] }))).toEqual({ problem: 'offerTwice' });
  });
});
