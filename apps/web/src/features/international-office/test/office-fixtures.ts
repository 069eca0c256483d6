import type { AllocationRound, ApplicationDocument, OfficeApplication } from '@portal/contract';
import type { OfficeApplicationRow } from '../api/get-applications';
import type { OfficePrograms } from '../api/get-programs';
import { newProgram } from '../program-draft';

export const page = <T>(items: T[]) => ({ Items: items, Total: items.length, Page: 1, PageSize: 25 });

const lund = {
  PartnerId: 4,
  Code: 'LUND',
  NameEn: 'Lund University',
  NameAr: 'جامعة لوند',
  CountryEn: 'Sweden',
  CountryAr: 'السويد',
  City: 'Lund',
};
const porto = {
  PartnerId: 5,
  Code: 'PORTO',
  NameEn: 'University of Porto',
  NameAr: 'جامعة بورتو',
  CountryEn: 'Portugal',
  CountryAr: 'البرتغال',
  City: 'Porto',
};

export const exchange = {
  ...newProgram(),
  ProgramId: 7,
  Code: 'EXCH-FALL',
  TitleEn: 'Semester exchange',
  TitleAr: 'التبادل الفصلي',
  OpensAt: '2026-10-01T07:00:00.000Z',
  ClosesAt: '2026-12-01T20:00:00.000Z',
  FeePiastres: 500_000,
  Seats: [
    { PartnerId: 4, TermId: 31, Seats: 2 },
    { PartnerId: 5, TermId: 31, Seats: 1 },
  ],
  Applications: { submitted: 3, ranked: 1 },
};

const conference = {
  ...newProgram(),
  ProgramId: 8,
  Code: 'CURIOUS',
  PageName: 'curious' as const,
  Mode: 'conference' as const,
  Selection: 'open' as const,
  TitleEn: 'CURIOUS conference',
  TitleAr: 'مؤتمر كيوريس',
  OpensAt: '2026-10-01T07:00:00.000Z',
  ClosesAt: '2026-12-01T20:00:00.000Z',
  Applications: {},
};

export const programs: OfficePrograms = {
  Programs: [exchange, conference],
  Partners: [lund, porto],
  Terms: [{ TermId: 31, NameEn: 'Spring 2027', NameAr: 'ربيع 2027' }],
  Checklists: [
    {
      Mode: 'semester-exchange',
      Documents: [
        {
          Code: 'transcript',
          NameEn: 'Official transcript',
          NameAr: 'كشف الدرجات الرسمي',
          Required: true,
          Kinds: ['pdf'],
          MaxFiles: 1,
          MaxBytes: 5_242_880,
        },
      ],
    },
  ],
};

export const row: OfficeApplicationRow = {
  ApplicationId: 41,
  ProgramId: 7,
  ProgramCode: 'EXCH-FALL',
  PageName: 'international',
  Mode: 'semester-exchange',
  Selection: 'ranked',
  TitleEn: 'Semester exchange',
  TitleAr: 'التبادل الفصلي',
  TermId: 31,
  TermNameEn: 'Spring 2027',
  TermNameAr: 'ربيع 2027',
  State: 'submitted',
  AllocatedPartner: null,
  RankPlace: null,
  RankedOf: null,
  OfferExpiresAt: null,
  SubmittedAt: '2026-11-20T08:00:00.000Z',
  UpdatedAt: '2026-11-21T08:00:00.000Z',
  NextStep: null,
  Version: 6,
  StudentCode: '2022104455',
  StudentNameEn: 'Alia Hassan',
  StudentNameAr: 'عالية حسن',
  Gpa: 3.62,
  PendingDocuments: 1,
  FeePiastres: 500_000,
  PaidPiastres: 250_000,
};

export const transcript: ApplicationDocument = {
  DocumentId: 91,
  RequirementCode: 'transcript',
  FileName: 'transcript.pdf',
  Kind: 'pdf',
  Bytes: 40_960,
  State: 'pending',
  ReviewNote: null,
  UploadedAt: '2026-11-20T08:00:00.000Z',
};

export const application: OfficeApplication = {
  ...row,
  Choices: [
    { Rank: 1, ...lund },
    { Rank: 2, ...porto },
  ],
  Documents: [transcript],
  OfficeNote: null,
  Log: [
    {
      At: '2026-11-20T08:00:00.000Z',
      Action: 'submit',
      FromState: 'draft',
      ToState: 'submitted',
      By: 'student',
      Comment: null,
    },
  ],
  StudentActions: ['withdraw'],
  OfficeActions: ['return'],
};

export const round: AllocationRound = {
  RoundId: 3,
  ProgramId: 7,
  TermId: 31,
  Number: 1,
  Seed: 'c0ffee',
  PublishedAt: null,
  Final: false,
  Allocated: true,
  Partners: [
    { PartnerId: 4, NameEn: 'Lund University', NameAr: 'جامعة لوند', Seats: 2, Filled: 2, CutOffPlace: 3 },
    {
      PartnerId: 5,
      NameEn: 'University of Porto',
      NameAr: 'جامعة بورتو',
      Seats: 1,
      Filled: 0,
      CutOffPlace: null,
    },
  ],
  Students: [
    {
      ApplicationId: 41,
      StudentCode: '2022104455',
      StudentNameEn: 'Alia Hassan',
      Place: 1,
      Gpa: 3.62,
      PartnerId: 4,
      ChoiceRank: 1,
    },
    {
      ApplicationId: 42,
      StudentCode: '2022104456',
      StudentNameEn: 'Omar Said',
      Place: 4,
      Gpa: 2.9,
      PartnerId: null,
      ChoiceRank: null,
    },
  ],
};
