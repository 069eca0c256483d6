import type { OrderEligibility, OrderTypeDocument } from '@portal/contract';
import type { DatabaseHandle } from '../platform/db/client.js';
import { orderTypes } from '../modules/orders/schema.js';
import { IT_DESK_TYPES } from './it-desk-types.js';
import { ANYONE, field, FIVE_MB, type DemoType } from './order-type-parts.js';

/*
 * The demo's student-services request types (issue 24), each of a purpose the portal acts on. Answer keys
 * other parts read: `from-date`, `to-date` and `course` of an excuse (GetAcceptanceExcuse), `course` of
 * every course request (its registration), `new-date` of an extension, `major` of a major declaration.
 */

const reason = (required: boolean) =>
  field('reason', 'long-text', ['Reason', 'السبب'], { Required: required, Min: 10, Max: 1000 });
const course = field('course', 'course', ['Course', 'المقرر']);

/** Course requests: one open request per course. */
const ONE_PER_COURSE: OrderEligibility = { ...ANYONE, OneOpenAtATime: true };

const MEDICAL_REPORT: OrderTypeDocument = {
  Code: 'medical-report',
  NameEn: 'Medical report',
  NameAr: 'تقرير طبي',
  Required: true,
  Kinds: ['pdf', 'jpeg', 'png'],
  MaxFiles: 2,
  MaxBytes: FIVE_MB,
};

export const DEMO_ORDER_TYPES: readonly DemoType[] = [
  {
    code: 'enrolment-letter',
    nameEn: 'Enrolment / proof letter',
    nameAr: 'خطاب قيد / إفادة',
    descriptionEn:
      'A letter stating that you are enrolled, addressed to whom you name, with a verification code.',
    descriptionAr: 'خطاب يفيد بقيدك بالجامعة موجَّه إلى الجهة التي تحددها، يحمل رمز تحقق.',
    purpose: 'letter',
    office: 'registrar',
    feePiastres: 0,
    serviceDays: 2,
    fields: [
      field('addressed-to', 'text', ['Addressed to', 'موجَّه إلى'], { Min: 3, Max: 120 }),
      field('letter-language', 'choice', ['Language of the letter', 'لغة الخطاب'], {
        Options: [
          { Value: 'en', LabelEn: 'English', LabelAr: 'الإنجليزية' },
          { Value: 'ar', LabelEn: 'Arabic', LabelAr: 'العربية' },
        ],
      }),
    ],
    documents: [],
    eligibility: ANYONE,
  },
  {
    code: 'official-transcript',
    nameEn: 'Official transcript',
    nameAr: 'كشف درجات رسمي',
    descriptionEn: 'A sealed transcript of your record, issued by the registrar once the fee is paid.',
    descriptionAr: 'كشف درجات رسمي مختوم يصدره مكتب التسجيل بعد سداد الرسوم.',
    purpose: 'transcript',
    office: 'registrar',
    feePiastres: 150_00,
    serviceDays: 5,
    fields: [
      field('copies', 'number', ['Copies', 'عدد النسخ'], { Min: 1, Max: 5 }),
      field('addressed-to', 'text', ['Addressed to', 'موجَّه إلى'], { Required: false, Min: 3, Max: 120 }),
    ],
    documents: [],
    eligibility: ANYONE,
  },
  {
    code: 'absence-excuse',
    nameEn: 'Excuse for an absence',
    nameAr: 'عذر عن غياب',
    descriptionEn:
      'Excuses your absence between two dates, for one course or all of them, with a medical report.',
    descriptionAr: 'يعذر غيابك بين تاريخين عن مقرر واحد أو عن كل المقررات، مع تقرير طبي.',
    purpose: 'excuse',
    office: 'student-affairs',
    feePiastres: 0,
    serviceDays: 3,
    fields: [
      field('from-date', 'date', ['From', 'من']),
      field('to-date', 'date', ['To', 'إلى']),
      reason(true),
      {
        ...course,
        Required: false,
        HelpEn: 'Leave empty for every course',
        HelpAr: 'اتركه فارغًا لكل المقررات',
      },
    ],
    documents: [MEDICAL_REPORT],
    eligibility: ANYONE,
  },
  {
    code: 'make-up-exam',
    nameEn: 'Make-up exam for a missed final',
    nameAr: 'امتحان تكميلي لنهائي فائت',
    descriptionEn: 'Asks for a make-up exam for a final exam you missed this term.',
    descriptionAr: 'طلب امتحان تكميلي لامتحان نهائي فاتك هذا الفصل.',
    purpose: 'make-up',
    office: 'examinations',
    feePiastres: 200_00,
    serviceDays: 5,
    fields: [course, reason(true)],
    documents: [
      {
        ...MEDICAL_REPORT,
        Code: 'supporting-document',
        NameEn: 'Supporting document',
        NameAr: 'مستند داعم',
        Required: false,
      },
    ],
    eligibility: ONE_PER_COURSE,
  },
  {
    code: 'late-drop',
    nameEn: 'Late course drop',
    nameAr: 'حذف متأخر لمقرر',
    descriptionEn: 'Drops a course after the add/drop period; it is recorded as W, or WU when failing.',
    descriptionAr: 'حذف مقرر بعد فترة الحذف والإضافة؛ يُسجَّل W، أو WU عند الرسوب.',
    purpose: 'late-drop',
    office: 'registrar',
    feePiastres: 0,
    serviceDays: 3,
    fields: [course, reason(true)],
    documents: [],
    eligibility: ONE_PER_COURSE,
  },
  {
    code: 'grade-recalculation',
    nameEn: 'Grade recalculation petition',
    nameAr: 'تظلم لإعادة رصد الدرجة',
    descriptionEn: 'Asks the examinations office to recount the marks of a graded course.',
    descriptionAr: 'طلب إعادة رصد درجات مقرر أُعلنت نتيجته من مكتب الامتحانات.',
    purpose: 'recalculation',
    office: 'examinations',
    feePiastres: 100_00,
    serviceDays: 7,
    fields: [course, reason(false)],
    documents: [],
    eligibility: ONE_PER_COURSE,
  },
  {
    code: 'work-extension',
    nameEn: 'Coursework submission extension',
    nameAr: 'تمديد موعد تسليم أعمال المقرر',
    descriptionEn: 'Asks for a later date to hand in a course’s coursework.',
    descriptionAr: 'طلب موعد لاحق لتسليم أعمال مقرر.',
    purpose: 'work-extension',
    office: 'student-affairs',
    feePiastres: 0,
    serviceDays: 3,
    fields: [course, field('new-date', 'date', ['New date', 'الموعد الجديد']), reason(true)],
    documents: [],
    eligibility: ONE_PER_COURSE,
  },
  {
    code: 'major-declaration',
    nameEn: 'Major declaration',
    nameAr: 'إعلان التخصص',
    descriptionEn:
      'Declares a major of your faculty that Tanseek does not place; the department approves or refuses it.',
    descriptionAr: 'إعلان تخصص من تخصصات كليتك لا يُحدَّد بالتنسيق؛ يوافق عليه القسم أو يرفضه.',
    purpose: 'major-declaration',
    office: 'registrar',
    feePiastres: 0,
    serviceDays: 5,
    fields: [field('major', 'major', ['Major', 'التخصص'])],
    documents: [],
    // Second-year students, as the page's menu rule (menu-rules.ts); one declaration open at a time.
    eligibility: { ...ANYONE, MinLevel: 2, MaxLevel: 2, OneOpenAtATime: true },
  },
  ...IT_DESK_TYPES,
];

/**
 * Faculties of several majors that Tanseek does not place (tanseek.ts places Engineering's and Computing's):
 * their second-year students declare a major (menu-rules.ts), which the registrar approves or refuses.
 */
export const DECLARING_FACULTIES = ['ARC', 'BUS', 'LAN', 'MCM'] as const;

/** Writes the demo's request types (after the tables are cleared), in the order above. */
export async function loadDemoOrderTypes(handle: DatabaseHandle, onProgress: (step: string) => void) {
  onProgress('student-services request types');
  await handle.db.insert(orderTypes).values(DEMO_ORDER_TYPES.map((type) => ({ ...type, active: true })));
}
