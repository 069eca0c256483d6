import type {
  FormField,
  OrderCourse,
  OrderDetail,
  OrderLogEntry,
  OrderSummary,
  OrderType,
  OrderTypeDocument,
} from '@portal/contract';

export const excuseType: OrderType = {
  OrderTypeId: 3,
  Code: 'absence-excuse',
  NameEn: 'Excuse for an absence',
  NameAr: 'عذر عن غياب',
  DescriptionEn: 'A medical or family excuse for missed classes or an exam.',
  DescriptionAr: 'عذر طبي أو عائلي عن محاضرات أو امتحان فائت.',
  Purpose: 'excuse',
  Office: 'student-affairs',
  FeePiastres: 0,
  Currency: 'EGP',
  ServiceDays: 5,
  Eligible: true,
  NotEligibleReason: null,
};

export const recalculationType: OrderType = {
  ...excuseType,
  OrderTypeId: 6,
  Code: 'grade-recalculation',
  NameEn: 'Grade recalculation petition',
  NameAr: 'تظلم إعادة رصد',
  DescriptionEn: 'Ask for a grade to be recalculated.',
  DescriptionAr: 'اطلب إعادة رصد درجة.',
  Purpose: 'recalculation',
  Office: 'examinations',
  FeePiastres: 15_000,
  ServiceDays: 10,
};

export const lateDropType: OrderType = {
  ...excuseType,
  OrderTypeId: 5,
  Code: 'late-drop',
  NameEn: 'Late course drop',
  NameAr: 'حذف متأخر',
  Purpose: 'late-drop',
  Office: 'registrar',
  Eligible: false,
  NotEligibleReason: 'The late drop period has ended.',
};

export const field = (overrides: Partial<FormField> & Pick<FormField, 'Key' | 'Kind'>): FormField => ({
  LabelEn: overrides.Key,
  LabelAr: overrides.Key,
  HelpEn: null,
  HelpAr: null,
  Required: false,
  Options: [],
  Min: null,
  Max: null,
  ...overrides,
});

/** One field of every kind, with the rules the tests break. */
export const everyKindForm: FormField[] = [
  field({
    Key: 'reason',
    Kind: 'text',
    LabelEn: 'Reason',
    LabelAr: 'السبب',
    Required: true,
    Min: 5,
    Max: 40,
  }),
  field({ Key: 'details', Kind: 'long-text', LabelEn: 'Details', LabelAr: 'التفاصيل', Max: 200 }),
  field({
    Key: 'days',
    Kind: 'number',
    LabelEn: 'Days missed',
    LabelAr: 'أيام الغياب',
    Required: true,
    Min: 1,
    Max: 14,
  }),
  field({ Key: 'from', Kind: 'date', LabelEn: 'First day', LabelAr: 'اليوم الأول', Required: true }),
  field({
    Key: 'cause',
    Kind: 'choice',
    LabelEn: 'Cause',
    LabelAr: 'السبب الرئيسي',
    Required: true,
    Options: [
      { Value: 'medical', LabelEn: 'Medical', LabelAr: 'طبي' },
      { Value: 'family', LabelEn: 'Family', LabelAr: 'عائلي' },
    ],
  }),
  field({ Key: 'hospital', Kind: 'yes-no', LabelEn: 'Admitted to hospital', LabelAr: 'دخول مستشفى' }),
  field({ Key: 'course', Kind: 'course', LabelEn: 'Course', LabelAr: 'المقرر', Required: true }),
];

export const medicalReport: OrderTypeDocument = {
  Code: 'medical-report',
  NameEn: 'Medical report',
  NameAr: 'تقرير طبي',
  Required: true,
  Kinds: ['pdf', 'jpeg', 'png'],
  MaxFiles: 2,
  MaxBytes: 5 * 1024 * 1024,
};

export const course = (overrides: Partial<OrderCourse> = {}): OrderCourse => ({
  RegistrationId: 120,
  CourseId: 40,
  CourseCode: 'CSE 201',
  CourseNameEn: 'Data Structures',
  CourseNameAr: 'هياكل البيانات',
  Credits: 3,
  SectionCode: '01',
  TermCode: 'Fall 2026',
  Grade: null,
  DropGrade: null,
  NotAvailableReason: null,
  ...overrides,
});

export const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  OrderId: 41,
  Number: 'SR-2026-000041',
  OrderTypeId: 3,
  TypeNameEn: 'Excuse for an absence',
  TypeNameAr: 'عذر عن غياب',
  Purpose: 'excuse',
  Office: 'student-affairs',
  State: 'in-review',
  CourseCode: 'CSE 201',
  CourseNameEn: 'Data Structures',
  CourseNameAr: 'هياكل البيانات',
  SubmittedAt: '2026-11-20T08:00:00Z',
  DueAt: '2026-11-27T20:00:00Z',
  UpdatedAt: '2026-11-20T08:00:00Z',
  Version: 3,
  ...overrides,
});

export const detail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summary(),
  Answers: {
    reason: 'Flu with fever',
    days: 3,
    from: '2026-11-10',
    cause: 'medical',
    hospital: false,
    course: 120,
  },
  Documents: [],
  Fee: null,
  OfficeNote: null,
  HasResult: false,
  Issued: null,
  NextStep: null,
  StudentActions: ['withdraw'],
  ...overrides,
});

export const returnedOrder = detail({
  State: 'returned',
  OfficeNote: 'The scan is unreadable: upload a clearer copy.',
  NextStep: 'correct-and-resubmit',
  StudentActions: ['resubmit', 'withdraw'],
  Documents: [
    {
      DocumentId: 7,
      RequirementCode: 'medical-report',
      FileName: 'report.jpg',
      Kind: 'jpeg',
      Bytes: 204_800,
      State: 'rejected',
      ReviewNote: 'Too blurry to read.',
      UploadedAt: '2026-11-20T07:55:00Z',
    },
  ],
});

export const log: OrderLogEntry[] = [
  {
    At: '2026-11-20T08:00:00Z',
    Action: 'submit',
    Actor: 'student',
    ActorName: null,
    FromState: 'draft',
    ToState: 'submitted',
    Comment: null,
  },
  {
    At: '2026-11-21T09:00:00Z',
    Action: 'return',
    Actor: 'office',
    ActorName: null,
    FromState: 'in-review',
    ToState: 'returned',
    Comment: 'The scan is unreadable: upload a clearer copy.',
  },
];
