import type { Faculty, PlacementOfficeRound } from '@portal/contract';

export const round = (overrides: Partial<PlacementOfficeRound> = {}): PlacementOfficeRound => ({
  RoundId: 5,
  FacultyId: 2,
  FacultyNameEn: 'Faculty of Engineering',
  FacultyNameAr: 'كلية الهندسة',
  TermId: 9,
  TermNameEn: 'Fall 2026',
  TermNameAr: 'خريف 2026',
  Number: 1,
  State: 'closed',
  OpensAt: '2026-11-27T05:00:00Z',
  ClosesAt: '2026-12-11T19:00:00Z',
  MaxChoices: 3,
  MinLevel: 1,
  MinEarnedCredits: 0,
  Offers: [
    {
      OfferId: 11,
      ProgramId: 31,
      ProgramCode: 'ENG-CIV',
      NameEn: 'Civil Engineering',
      NameAr: 'الهندسة المدنية',
      Kind: 'major',
      Capacity: 40,
      LastYearCutOffGpa: 3.1,
      CutOffGpa: null,
      Filled: 0,
    },
  ],
  Saved: 120,
  Placed: 0,
  NotPlaced: 0,
  Seed: 'abc123',
  PreviewedAt: null,
  PublishedAt: null,
  ...overrides,
});

export const TERMS = [
  { TermId: 9, NameEn: 'Fall 2026', NameAr: 'خريف 2026' },
  { TermId: 8, NameEn: 'Spring 2026', NameAr: 'ربيع 2026' },
];

export const FACULTIES: Faculty[] = [
  {
    FacultyId: 2,
    FacultyCode: 'ENG',
    NameEn: 'Faculty of Engineering',
    NameAr: 'كلية الهندسة',
    Programs: [
      {
        ProgramId: 31,
        ProgramCode: 'ENG-CIV',
        NameEn: 'Civil Engineering',
        NameAr: 'الهندسة المدنية',
        Degree: 'BSc',
      },
      {
        ProgramId: 32,
        ProgramCode: 'ENG-ECE',
        NameEn: 'Electrical Engineering',
        NameAr: 'الهندسة الكهربية',
        Degree: 'BSc',
      },
    ],
  },
  {
    FacultyId: 3,
    FacultyCode: 'CS',
    NameEn: 'Faculty of Computer Science',
    NameAr: 'كلية الحاسبات',
    Programs: [
      {
        ProgramId: 41,
        ProgramCode: 'CS-AI',
        NameEn: 'Artificial Intelligence',
        NameAr: 'الذكاء الاصطناعي',
        Degree: 'BSc',
      },
    ],
  },
];
