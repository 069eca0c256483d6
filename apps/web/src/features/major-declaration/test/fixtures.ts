import type { OrderDetail, StudentMajors } from '@portal/contract';

export const GEOLOGY = { ProgramId: 12, Code: 'SCI-GEO', NameEn: 'Geology', NameAr: 'الجيولوجيا' };

export const studentMajors = (overrides: Partial<StudentMajors> = {}): StudentMajors => ({
  Current: { ProgramId: 11, Code: 'SCI-CHE', NameEn: 'Chemistry', NameAr: 'الكيمياء' },
  Majors: [
    {
      ProgramId: 11,
      Code: 'SCI-CHE',
      NameEn: 'Chemistry',
      NameAr: 'الكيمياء',
      Competitive: false,
      NotDeclarableReason: 'This is already your major.',
    },
    { ...GEOLOGY, Competitive: false, NotDeclarableReason: null },
    {
      ProgramId: 13,
      Code: 'SCI-BIO',
      NameEn: 'Biotechnology',
      NameAr: 'التقنية الحيوية',
      Competitive: true,
      NotDeclarableReason: 'This major is placed by Tanseek: rank it in the placement round instead.',
    },
  ],
  OrderTypeId: 8,
  MajorFieldKey: 'major',
  Eligible: true,
  NotEligibleReason: null,
  Latest: null,
  ...overrides,
});

export const declaration = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  OrderId: 70,
  Number: 'SR-2026-000070',
  OrderTypeId: 8,
  TypeNameEn: 'Major declaration',
  TypeNameAr: 'إعلان التخصص',
  Purpose: 'major-declaration',
  Office: 'registrar',
  State: 'draft',
  CourseCode: null,
  CourseNameEn: null,
  CourseNameAr: null,
  SubmittedAt: null,
  DueAt: null,
  UpdatedAt: '2026-11-30T10:00:00Z',
  Version: 0,
  Answers: { major: 12 },
  Documents: [],
  Fee: null,
  OfficeNote: null,
  HasResult: false,
  Issued: null,
  NextStep: 'complete-and-submit',
  StudentActions: ['submit', 'withdraw'],
  ...overrides,
});
