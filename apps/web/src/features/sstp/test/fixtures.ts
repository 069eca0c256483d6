import type {
  SstpApplication,
  SstpCategory,
  SstpCycle,
  SstpLanguage,
  SstpLevel,
  SstpOffer,
  SstpProgram,
  SstpStudentData,
} from '@portal/contract';

export const cycle = (overrides: Partial<SstpCycle> = {}): SstpCycle => ({
  CycleId: 4,
  TermId: 10,
  TermNameEn: 'Summer 2027',
  TermNameAr: 'صيف 2027',
  NameEn: 'Summer training 2027',
  NameAr: 'التدريب الصيفي 2027',
  State: 'open',
  OpensAt: '2026-11-20T06:00:00Z',
  ClosesAt: '2027-03-31T20:00:00Z',
  SummerFrom: '2027-06-01',
  SummerTo: '2027-08-31',
  MaxChoices: 3,
  ...overrides,
});

export const PROGRAMS: SstpProgram[] = [
  {
    ProgramId: 1,
    Code: 'ENG-IND',
    NameEn: 'Industrial training',
    NameAr: 'التدريب الصناعي',
    Credits: 2,
    FacultyId: 2,
    WeeksMin: 4,
  },
];

export const LEVELS: SstpLevel[] = [
  { LevelId: 1, NameEn: 'Junior trainee', NameAr: 'متدرب مبتدئ', MinStudyLevel: 3 },
];

export const LANGUAGES: SstpLanguage[] = [
  { LanguageId: 1, Code: 'en', NameEn: 'English', NameAr: 'الإنجليزية' },
  { LanguageId: 2, Code: 'ar', NameEn: 'Arabic', NameAr: 'العربية' },
];

export const CATEGORIES: SstpCategory[] = [
  { CategoryId: 1, Code: 'IND', NameEn: 'Industry', NameAr: 'الصناعة' },
  { CategoryId: 2, Code: 'BNK', NameEn: 'Banking and finance', NameAr: 'البنوك والتمويل' },
];

export const offer = (overrides: Partial<SstpOffer> = {}): SstpOffer => ({
  OfferId: 21,
  OrganizationId: 7,
  NameEn: 'Delta Steel',
  NameAr: 'دلتا للصلب',
  City: 'Cairo',
  CategoryId: 1,
  LanguageIds: [1, 2],
  Places: 6,
  PeriodFrom: '2027-06-01',
  PeriodTo: '2027-08-31',
  LastYearApplicants: 14,
  ...overrides,
});

export const OFFERS = [
  offer(),
  offer({
    OfferId: 22,
    OrganizationId: 8,
    NameEn: 'Nile Bank',
    NameAr: 'بنك النيل',
    CategoryId: 2,
    Places: 1,
    LanguageIds: [2],
    City: 'Giza',
  }),
  offer({
    OfferId: 23,
    OrganizationId: 9,
    NameEn: 'Suez Motors',
    NameAr: 'السويس للسيارات',
    City: 'Suez',
    LastYearApplicants: null,
  }),
];

export const application = (overrides: Partial<SstpApplication> = {}): SstpApplication => ({
  ApplicationId: 31,
  CycleId: 4,
  ProgramId: 1,
  LevelId: 1,
  LanguageId: 1,
  PeriodFrom: '2027-07-01',
  PeriodTo: '2027-08-15',
  OfferIds: [21, 23],
  State: 'draft',
  AssignedOfferId: null,
  Evaluation: null,
  Log: [],
  ...overrides,
});

export const savedData = (overrides: Partial<SstpStudentData> = {}): SstpStudentData => ({
  HasSavedData: false,
  Cycle: cycle(),
  Eligible: true,
  NotEligibleReason: null,
  CanSave: true,
  Application: null,
  ...overrides,
});
