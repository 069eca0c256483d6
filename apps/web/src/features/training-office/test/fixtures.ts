import type { TrainingApplication, TrainingOfficeCycle } from '@portal/contract';

export const cycle = (overrides: Partial<TrainingOfficeCycle> = {}): TrainingOfficeCycle => ({
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
  Offers: [
    {
      OfferId: 21,
      OrganizationId: 7,
      OrganizationNameEn: 'Delta Steel',
      OrganizationNameAr: 'دلتا للصلب',
      ProgramId: 1,
      LevelId: 1,
      Places: 6,
      PeriodFrom: '2027-06-01',
      PeriodTo: '2027-08-31',
      Filled: 0,
    },
  ],
  Drafts: 3,
  Submitted: 12,
  Assigned: 0,
  NotAssigned: 0,
  Seed: 'abc123',
  PreviewedAt: null,
  PublishedAt: null,
  ...overrides,
});

export const CATALOGUE = {
  Terms: [{ TermId: 10, NameEn: 'Summer 2027', NameAr: 'صيف 2027' }],
  Organizations: [
    { OrganizationId: 7, NameEn: 'Delta Steel', NameAr: 'دلتا للصلب', City: 'Cairo', CategoryId: 1 },
    { OrganizationId: 8, NameEn: 'Nile Bank', NameAr: 'بنك النيل', City: 'Giza', CategoryId: 2 },
  ],
  Programs: [
    {
      ProgramId: 1,
      Code: 'ENG-IND',
      NameEn: 'Industrial training',
      NameAr: 'التدريب الصناعي',
      Credits: 2,
      FacultyId: 2,
      WeeksMin: 4,
    },
  ],
  Levels: [{ LevelId: 1, NameEn: 'Junior trainee', NameAr: 'متدرب مبتدئ', MinStudyLevel: 3 }],
  Categories: [{ CategoryId: 1, Code: 'IND', NameEn: 'Industry', NameAr: 'الصناعة' }],
};

export const trainingApplication = (overrides: Partial<TrainingApplication> = {}): TrainingApplication => ({
  ApplicationId: 31,
  StudentCode: '20230001',
  StudentNameEn: 'Mona Adel',
  StudentNameAr: 'منى عادل',
  Gpa: 3.41,
  Place: 1,
  ProgramId: 1,
  LevelId: 1,
  LanguageId: 1,
  PeriodFrom: '2027-07-01',
  PeriodTo: '2027-08-15',
  OfferIds: [21],
  State: 'submitted',
  PreviewOfferId: 21,
  AssignedOfferId: null,
  Evaluation: null,
  ...overrides,
});
