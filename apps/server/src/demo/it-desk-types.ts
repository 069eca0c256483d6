import type { OrderEligibility } from '@portal/contract';
import { ANYONE, field, FIVE_MB, type DemoType } from './order-type-parts.js';

/*
 * The IT desk's account requests (issue 28, the `sso` page): free, one open of each kind at a time, decided
 * by the desk (staff role it-desk) with a note saying what it did. The `sso` page lists every type of the
 * `it-desk` office, so the desk adds another kind as data.
 */

const ONE_AT_A_TIME: OrderEligibility = { ...ANYONE, OneOpenAtATime: true };

export const IT_DESK_TYPES: readonly DemoType[] = [
  {
    code: 'sso-unlock',
    nameEn: 'Unlock my university account',
    nameAr: 'فتح حسابي الجامعي المغلق',
    descriptionEn: 'Your account was locked after too many wrong passwords: the IT desk unlocks it.',
    descriptionAr: 'أُغلق حسابك بعد محاولات دخول خاطئة كثيرة: يفتحه مكتب الدعم الفني.',
    purpose: 'account',
    office: 'it-desk',
    feePiastres: 0,
    serviceDays: 1,
    fields: [
      field('reason', 'long-text', ['What happened', 'ماذا حدث'], { Min: 10, Max: 1000 }),
      field('last-worked', 'date', ['The last day it worked', 'آخر يوم عمل فيه الحساب']),
    ],
    documents: [],
    eligibility: ONE_AT_A_TIME,
  },
  {
    code: 'sso-mfa-reset',
    nameEn: 'Reset multi-factor authentication',
    nameAr: 'إعادة ضبط التحقق متعدد العوامل',
    descriptionEn:
      'Clears the phone your sign-in codes go to, so you can enrol a new one at your next sign-in.',
    descriptionAr: 'يمسح الهاتف الذي تصله رموز الدخول لتسجّل هاتفًا جديدًا عند دخولك التالي.',
    purpose: 'account',
    office: 'it-desk',
    feePiastres: 0,
    serviceDays: 1,
    fields: [
      field('why', 'choice', ['Why', 'السبب'], {
        Options: [
          { Value: 'lost-phone', LabelEn: 'I lost my phone', LabelAr: 'فقدت هاتفي' },
          { Value: 'new-phone', LabelEn: 'I have a new phone', LabelAr: 'لديّ هاتف جديد' },
          { Value: 'other', LabelEn: 'Something else', LabelAr: 'سبب آخر' },
        ],
      }),
      field('note', 'long-text', ['Tell the IT desk more', 'تفاصيل لمكتب الدعم الفني'], {
        Min: 5,
        Max: 1000,
      }),
    ],
    documents: [],
    eligibility: ONE_AT_A_TIME,
  },
  {
    code: 'sso-email-alias',
    nameEn: 'Email alias',
    nameAr: 'اسم بريد بديل',
    descriptionEn:
      'A second university address that reaches your mailbox, such as firstname.lastname, if nobody has it.',
    descriptionAr: 'عنوان جامعي ثانٍ يصل إلى بريدك، مثل الاسم.اللقب، إن لم يكن لأحد غيرك.',
    purpose: 'account',
    office: 'it-desk',
    feePiastres: 0,
    serviceDays: 2,
    fields: [
      field('alias', 'email-alias', ['The alias you want', 'الاسم البديل المطلوب'], {
        Min: 3,
        Max: 30,
        HelpEn: 'The part before @: lower-case letters, digits, dots or dashes',
        HelpAr: 'الجزء قبل @: حروف إنجليزية صغيرة وأرقام ونقاط أو شرطات',
      }),
    ],
    documents: [],
    eligibility: ONE_AT_A_TIME,
  },
  {
    code: 'sso-name-correction',
    nameEn: 'Name correction',
    nameAr: 'تصحيح الاسم',
    descriptionEn:
      'Corrects how your name is spelled in the university account, with your ID card or passport.',
    descriptionAr: 'تصحيح كتابة اسمك في الحساب الجامعي، مع بطاقة الرقم القومي أو جواز السفر.',
    purpose: 'account',
    office: 'it-desk',
    feePiastres: 0,
    serviceDays: 3,
    fields: [
      field('which-name', 'choice', ['Which name', 'أي اسم'], {
        Options: [
          { Value: 'first', LabelEn: 'First name', LabelAr: 'الاسم الأول' },
          { Value: 'family', LabelEn: 'Family name', LabelAr: 'اسم العائلة' },
          { Value: 'full', LabelEn: 'Full name', LabelAr: 'الاسم بالكامل' },
        ],
      }),
      field('correct-en', 'text', ['Correct spelling in English', 'الكتابة الصحيحة بالإنجليزية'], {
        Min: 2,
        Max: 120,
      }),
      field('correct-ar', 'text', ['Correct spelling in Arabic', 'الكتابة الصحيحة بالعربية'], {
        Min: 2,
        Max: 120,
      }),
    ],
    documents: [
      {
        Code: 'identity-document',
        NameEn: 'ID card or passport scan',
        NameAr: 'صورة بطاقة الرقم القومي أو جواز السفر',
        Required: true,
        Kinds: ['pdf', 'jpeg', 'png'],
        MaxFiles: 2,
        MaxBytes: FIVE_MB,
      },
    ],
    eligibility: ONE_AT_A_TIME,
  },
];
