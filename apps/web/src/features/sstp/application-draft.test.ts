import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, isChanged, periodDays, type ApplicationDraft } from './application-draft';
import { application, cycle, PROGRAMS } from './test/fixtures';

const program = PROGRAMS[0];
const draft = (overrides: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  ProgramId: 1,
  LevelId: 1,
  LanguageId: 1,
  PeriodFrom: '2027-07-01',
  PeriodTo: '2027-07-28',
  OfferIds: [21],
  ...overrides,
});

describe('periodDays', () => {
  it('counts both the first and the last day', () => {
    expect(periodDays('2027-06-01', '2027-06-14')).toBe(14);
    expect(periodDays('2027-06-01', '2027-06-01')).toBe(1);
  });
});

describe('bodyOf', () => {
  it('sends the whole draft for the cycle when it is complete', () => {
    expect(bodyOf(draft(), cycle(), program)).toEqual({
      CycleId: 4,
      ProgramId: 1,
      LevelId: 1,
      LanguageId: 1,
      PeriodFrom: '2027-07-01',
      PeriodTo: '2027-07-28',
      OfferIds: [21],
    });
  });

  it('asks for program, level and language first', () => {
    expect(bodyOf(draft({ LanguageId: undefined }), cycle(), program)).toEqual({ problem: 'choose' });
    expect(bodyOf(draft(), cycle(), undefined)).toEqual({ problem: 'choose' });
  });

  it('refuses a period shorter than the program’s weeks, naming them', () => {
    expect(bodyOf(draft({ PeriodTo: '2027-07-27' }), cycle(), program)).toEqual({
      problem: 'periodShort',
      weeks: 4,
    });
  });

  it('refuses a period missing, backwards or outside the summer', () => {
    expect(bodyOf(draft({ PeriodFrom: '' }), cycle(), program)).toEqual({ problem: 'periodNeeded' });
    expect(bodyOf(draft({ PeriodTo: '2027-06-30' }), cycle(), program)).toEqual({
      problem: 'periodBackwards',
    });
    expect(bodyOf(draft({ PeriodTo: '2027-09-02' }), cycle(), program)).toEqual({ problem: 'periodOutside' });
    expect(bodyOf(draft({ PeriodFrom: '2027-05-20' }), cycle(), program)).toEqual({
      problem: 'periodOutside',
    });
  });

  it('refuses a draft with no organisation, or more than the cycle allows', () => {
    expect(bodyOf(draft({ OfferIds: [] }), cycle(), program)).toEqual({ problem: 'noOrganization' });
    expect(bodyOf(draft({ OfferIds: [21, 22, 23] }), cycle({ MaxChoices: 2 }), program)).toEqual({
      problem: 'tooMany',
      count: 2,
    });
  });
});

describe('isChanged', () => {
  it('is false for the saved application as it was, true once the ranking moves', () => {
    const saved = application();
    expect(isChanged(draftOf(saved), saved)).toBe(false);
    expect(isChanged({ ...draftOf(saved), OfferIds: [23, 21] }, saved)).toBe(true);
    expect(isChanged(draftOf(null), null)).toBe(false);
  });
});
