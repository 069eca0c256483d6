import type { OrderTypeDocument, ProgramMode } from '@portal/contract';

/*
 * The demo's partner universities (Europe, Asia, North America) and each mode's document checklist, as the
 * international office would enter them.
 */

/** Partner universities: code, names, country and city. */
export const PARTNERS: readonly [string, string, string, string, string, string][] = [
  ['TUM', 'Technical University of Munich', 'الجامعة التقنية في ميونخ', 'Germany', 'ألمانيا', 'Munich'],
  [
    'KIT',
    'Karlsruhe Institute of Technology',
    'معهد كارلسروه للتكنولوجيا',
    'Germany',
    'ألمانيا',
    'Karlsruhe',
  ],
  [
    'UPC-PHARMA',
    'Université Paris Cité, Faculty of Pharmacy',
    'كلية الصيدلة بجامعة باريس سيتيه',
    'France',
    'فرنسا',
    'Paris',
  ],
  ['POLIMI', 'Politecnico di Milano', 'جامعة البوليتكنيك في ميلانو', 'Italy', 'إيطاليا', 'Milan'],
  ['UGENT', 'Ghent University', 'جامعة غنت', 'Belgium', 'بلجيكا', 'Ghent'],
  ['UCM', 'Complutense University of Madrid', 'جامعة كومبلوتنسي بمدريد', 'Spain', 'إسبانيا', 'Madrid'],
  ['TOHOKU', 'Tohoku University', 'جامعة توهوكو', 'Japan', 'اليابان', 'Sendai'],
  ['SNU', 'Seoul National University', 'جامعة سول الوطنية', 'South Korea', 'كوريا الجنوبية', 'Seoul'],
  ['UM', 'Universiti Malaya', 'جامعة ملايا', 'Malaysia', 'ماليزيا', 'Kuala Lumpur'],
  [
    'GMU',
    'George Mason University',
    'جامعة جورج ميسون',
    'United States',
    'الولايات المتحدة الأمريكية',
    'Fairfax, Virginia',
  ],
  ['UOTTAWA', 'University of Ottawa', 'جامعة أوتاوا', 'Canada', 'كندا', 'Ottawa'],
  ['UOFT', 'University of Toronto', 'جامعة تورنتو', 'Canada', 'كندا', 'Toronto'],
];

const FIVE_MB = 5 * 1024 * 1024;
const document = (
  Code: string,
  [NameEn, NameAr]: [string, string],
  Kinds: OrderTypeDocument['Kinds'],
  Required = true,
): OrderTypeDocument => ({ Code, NameEn, NameAr, Required, Kinds, MaxFiles: 1, MaxBytes: FIVE_MB });
const PASSPORT = document('passport', ['Passport copy', 'صورة جواز السفر'], ['pdf', 'jpeg', 'png']);
const RECOMMENDATION = document('recommendation', ['Recommendation letter', 'خطاب توصية'], ['pdf']);

/** Each mode's document checklist. */
export const MODE_CHECKLISTS: Readonly<Record<ProgramMode, OrderTypeDocument[]>> = {
  'semester-exchange': [
    PASSPORT,
    document('transcript', ['Transcript', 'كشف الدرجات'], ['pdf']),
    document('motivation-letter', ['Motivation letter', 'خطاب الدوافع'], ['pdf']),
    document('language-certificate', ['Language certificate', 'شهادة اللغة'], ['pdf', 'jpeg', 'png'], false),
  ],
  'short-program': [PASSPORT, RECOMMENDATION],
  'clinical-training': [PASSPORT, RECOMMENDATION],
  conference: [
    document('student-id', ['Student ID scan', 'صورة البطاقة الجامعية'], ['pdf', 'jpeg', 'png'], false),
  ],
};
