import type {
  ApplicationDetail,
  ApplicationSummary,
  InternationalProgram,
  OrderTypeDocument,
} from '@portal/contract';

export const exchange = (overrides: Partial<InternationalProgram> = {}): InternationalProgram => ({
  ProgramId: 7,
  Code: 'OPET',
  PageName: 'opet',
  ModeId: 1,
  Mode: 'semester-exchange',
  Selection: 'ranked',
  TitleEn: 'OPET Summer School',
  TitleAr: 'مدرسة أوبت الصيفية',
  IntroEn: 'Three weeks of projects with industry.\n\nTeams from several countries.',
  IntroAr: 'ثلاثة أسابيع من المشروعات مع الصناعة.\n\nفرق من عدة دول.',
  FlyerEn: 'Apply early.\n\nSeats are limited.',
  FlyerAr: 'قدّم مبكرًا.\n\nالمقاعد محدودة.',
  OpensAt: '2026-11-01T08:00:00+02:00',
  ClosesAt: '2026-12-20T23:59:00+02:00',
  MaxChoices: 3,
  FeePiastres: 1_250_000,
  Currency: 'EGP',
  Eligibility: {
    FacultyIds: [],
    ProgramIds: [],
    MinLevel: null,
    MaxLevel: null,
    MinGpa: 3,
    Standings: [],
    NoDisciplinaryHold: true,
  },
  Eligible: true,
  NotEligibleReason: null,
  ApplicationId: null,
  ...overrides,
});

export const conference = (overrides: Partial<InternationalProgram> = {}): InternationalProgram =>
  exchange({
    ProgramId: 9,
    Code: 'CURIOUS',
    PageName: 'curious',
    ModeId: 4,
    Mode: 'conference',
    Selection: 'open',
    TitleEn: 'Future Insight Conference',
    TitleAr: 'مؤتمر رؤى المستقبل',
    MaxChoices: 1,
    ...overrides,
  });

export const terms = [
  { TermId: 61, NameEn: 'Spring 2027', NameAr: 'ربيع ٢٠٢٧', Seats: 12 },
  { TermId: 62, NameEn: 'Fall 2027', NameAr: 'خريف ٢٠٢٧', Seats: 8 },
];

const partner = (PartnerId: number, NameEn: string, CountryEn: string, City: string) => ({
  PartnerId,
  Code: `P${PartnerId}`,
  NameEn,
  NameAr: `جامعة ${PartnerId}`,
  CountryEn,
  CountryAr: `دولة ${PartnerId}`,
  City,
  Seats: 2,
});

export const partners = [
  partner(1, 'Karlsruhe Institute of Technology', 'Germany', 'Karlsruhe'),
  partner(2, 'Politecnico di Milano', 'Italy', 'Milan'),
  partner(3, 'Universidad de Granada', 'Spain', 'Granada'),
  partner(4, 'Lund University', 'Sweden', 'Lund'),
];

export const transcript: OrderTypeDocument = {
  Code: 'transcript',
  NameEn: 'Transcript',
  NameAr: 'كشف الدرجات',
  Required: true,
  Kinds: ['pdf'],
  MaxFiles: 1,
  MaxBytes: 5 * 1024 * 1024,
};

export const passport: OrderTypeDocument = {
  Code: 'passport',
  NameEn: 'Passport',
  NameAr: 'جواز السفر',
  Required: false,
  Kinds: ['pdf', 'jpeg', 'png'],
  MaxFiles: 1,
  MaxBytes: 2 * 1024 * 1024,
};

export const summary = (overrides: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  ApplicationId: 31,
  ProgramId: 7,
  ProgramCode: 'OPET',
  PageName: 'opet',
  Mode: 'semester-exchange',
  Selection: 'ranked',
  TitleEn: 'OPET Summer School',
  TitleAr: 'مدرسة أوبت الصيفية',
  TermId: 61,
  TermNameEn: 'Spring 2027',
  TermNameAr: 'ربيع ٢٠٢٧',
  State: 'draft',
  AllocatedPartner: null,
  RankPlace: null,
  RankedOf: null,
  OfferExpiresAt: null,
  SubmittedAt: null,
  UpdatedAt: '2026-11-20T10:00:00+02:00',
  NextStep: 'complete-and-submit',
  Version: 1,
  ...overrides,
});

export const detail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...summary(),
  Choices: [
    {
      Rank: 1,
      PartnerId: 2,
      NameEn: 'Politecnico di Milano',
      NameAr: 'جامعة 2',
      CountryEn: 'Italy',
      CountryAr: 'دولة 2',
    },
    {
      Rank: 2,
      PartnerId: 1,
      NameEn: 'Karlsruhe Institute of Technology',
      NameAr: 'جامعة 1',
      CountryEn: 'Germany',
      CountryAr: 'دولة 1',
    },
  ],
  Documents: [],
  OfficeNote: null,
  Log: [
    {
      At: '2026-11-20T10:00:00+02:00',
      Action: 'create',
      FromState: null,
      ToState: 'draft',
      By: 'student',
      Comment: null,
    },
  ],
  StudentActions: ['submit', 'withdraw'],
  ...overrides,
});

export const uploadedTranscript = {
  DocumentId: 501,
  RequirementCode: 'transcript',
  FileName: 'transcript.pdf',
  Kind: 'pdf' as const,
  Bytes: 1200,
  State: 'pending' as const,
  ReviewNote: null,
  UploadedAt: '2026-11-20T11:00:00+02:00',
};
