import type { StudentMajorMinor, StudentSavedData, TanseekOffer, TanseekRound } from '@portal/contract';

export const round = (overrides: Partial<TanseekRound> = {}): TanseekRound => ({
  RoundId: 5,
  FacultyId: 2,
  FacultyNameEn: 'Faculty of Engineering',
  FacultyNameAr: 'كلية الهندسة',
  TermId: 9,
  TermNameEn: 'Fall 2026',
  TermNameAr: 'خريف 2026',
  Number: 1,
  State: 'open',
  OpensAt: '2026-11-27T05:00:00Z',
  ClosesAt: '2026-12-11T19:00:00Z',
  MaxChoices: 3,
  MinLevel: 1,
  MinEarnedCredits: 0,
  ...overrides,
});

export const offer = (overrides: Partial<TanseekOffer> = {}): TanseekOffer => ({
  OfferId: 11,
  ProgramId: 31,
  ProgramCode: 'ENG-CIV',
  NameEn: 'Civil Engineering',
  NameAr: 'الهندسة المدنية',
  Kind: 'major',
  Capacity: 40,
  LastYearCutOffGpa: 3.1,
  CutOffGpa: null,
  ...overrides,
});

export const OFFERS = [
  offer(),
  offer({
    OfferId: 12,
    ProgramId: 32,
    ProgramCode: 'ENG-ECE',
    NameEn: 'Electrical Engineering',
    NameAr: 'الهندسة الكهربية',
    Capacity: 25,
    LastYearCutOffGpa: 3.45,
  }),
  offer({
    OfferId: 13,
    ProgramId: 33,
    ProgramCode: 'ENG-MCT',
    NameEn: 'Mechatronics',
    NameAr: 'الميكاترونكس',
    Capacity: 1,
    LastYearCutOffGpa: null,
  }),
];

export const savedData = (overrides: Partial<StudentSavedData> = {}): StudentSavedData => ({
  Round: round(),
  Eligible: true,
  NotEligibleReason: null,
  CanSave: true,
  OfferIds: [],
  SavedAt: null,
  Log: [],
  Result: null,
  ...overrides,
});

export const majorMinor = (overrides: Partial<StudentMajorMinor> = {}): StudentMajorMinor => ({
  Major: { ProgramId: 31, ProgramCode: 'ENG-CIV', NameEn: 'Civil Engineering', NameAr: 'الهندسة المدنية' },
  Minor: null,
  PlacedInRoundId: null,
  ...overrides,
});
