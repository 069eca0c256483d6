import type { PartyPage, PartyQuestion } from '@portal/contract';
import { partyEvents, type NewPartyEventRow } from '../modules/party/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { dayOf, instantOn } from './days.js';

export interface DemoPartyOptions {
  today: Date;
  onProgress: (line: string) => void;
}

const GOWN: PartyQuestion = {
  Key: 'gown-size',
  LabelEn: 'Gown size',
  LabelAr: 'مقاس روب التخرج',
  Kind: 'choice',
  Options: ['S', 'M', 'L', 'XL', 'XXL'],
  Required: true,
};
const COAT: PartyQuestion = {
  ...GOWN,
  Key: 'coat-size',
  LabelEn: 'White coat size',
  LabelAr: 'مقاس المعطف الأبيض',
};
const DIETARY: PartyQuestion = {
  Key: 'dietary',
  LabelEn: 'Dietary needs',
  LabelAr: 'احتياجات غذائية',
  Kind: 'text',
  Options: [],
  Required: false,
};
const SESSION: PartyQuestion = {
  Key: 'session',
  LabelEn: 'Which session will you attend?',
  LabelAr: 'أي فترة ستحضر؟',
  Kind: 'choice',
  Options: ['Morning', 'Afternoon', 'Whole day'],
  Required: true,
};

/** The spec's four graduation-project days: the faculty and its graduation-project courses. */
const GP_DAYS: readonly { page: PartyPage; faculty: string; courses: string[]; en: string; ar: string }[] = [
  { page: 'mcm-grad', faculty: 'MCM', courses: ['MCM 491'], en: 'Mass Communication', ar: 'الإعلام' },
  {
    page: 'csc-grad',
    faculty: 'CS',
    courses: ['CSC 491', 'CSC 492'],
    en: 'Computer Science',
    ar: 'علوم الحاسب',
  },
  { page: 'arc-grad', faculty: 'ARC', courses: ['ARC 501', 'ARC 502'], en: 'Architecture', ar: 'العمارة' },
  {
    page: 'ece-grad',
    faculty: 'ENG',
    courses: ['GEN 501', 'GEN 502'],
    en: 'Electronics and Communication Engineering',
    ar: 'هندسة الإلكترونيات والاتصالات',
  },
];

/**
 * The ceremonies and events of the demo, open for registration today: graduation for the term's expected
 * graduates (gown fee), the white-coat ceremonies the menu shows (pharmacy year 1, dentistry year 3), one
 * graduation-project day per faculty page of the spec, and the Sigmund camp with 120 places. Nobody has
 * registered yet. A dozen rows: no cost to the generator's time.
 */
export async function loadDemoParty(handle: DatabaseHandle, options: DemoPartyOptions): Promise<void> {
  options.onProgress('party: ceremonies and events');
  const [term] = await handle.query<{ id: number }>('select id from terms where is_current');
  if (!term) return;
  const faculties = new Map(
    (await handle.query<{ id: number; code: string }>('select id, code from faculties')).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const courses = new Map(
    (await handle.query<{ id: number; code: string }>('select id, code from courses')).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const today = dayOf(options.today);
  const dates = (startsIn: number) => ({
    registrationOpensAt: instantOn(today - 7, 7),
    registrationClosesAt: instantOn(today + startsIn - 7, 21),
    startsAt: instantOn(today + startsIn, 8),
  });
  const common = { termId: term.id, state: 'open' as const };
  const events: NewPartyEventRow[] = [
    {
      ...common,
      ...dates(42),
      kind: 'graduation',
      page: 'graduation',
      titleEn: 'Graduation Ceremony',
      titleAr: 'حفل التخرج',
      textEn: 'Celebrate with your family. Register, choose your gown size and invite up to three guests.',
      textAr: 'احتفل مع أسرتك. سجّل حضورك واختر مقاس الروب وادعُ حتى ثلاثة ضيوف.',
      venueEn: 'University Theatre, main campus',
      venueAr: 'مسرح الجامعة، الحرم الرئيسي',
      eligibility: 'expected-graduates',
      guestQuota: 3,
      feePiastres: 75_000,
      questions: [GOWN, DIETARY],
    },
    ...(['PHR', 'DEN'] as const).map((code): NewPartyEventRow => ({
      ...common,
      ...dates(28),
      kind: 'white-coat',
      page: 'white-coat',
      titleEn: code === 'PHR' ? 'White Coat Ceremony - Pharmacy' : 'White Coat Ceremony - Dentistry',
      titleAr: code === 'PHR' ? 'حفل المعطف الأبيض - الصيدلة' : 'حفل المعطف الأبيض - طب الأسنان',
      textEn: 'Receive your white coat and take the professional oath.',
      textAr: 'استلم معطفك الأبيض وأدِّ القسم المهني.',
      venueEn: 'Conference Hall B',
      venueAr: 'قاعة المؤتمرات ب',
      eligibility: 'faculty-level',
      facultyId: faculties.get(code) ?? null,
      minLevel: code === 'PHR' ? 1 : 3,
      maxLevel: code === 'PHR' ? 1 : 3,
      guestQuota: 2,
      questions: [COAT],
    })),
    ...GP_DAYS.map((day): NewPartyEventRow => ({
      ...common,
      ...dates(35),
      kind: 'gp-day',
      page: day.page,
      titleEn: `${day.en} Graduation Project Day`,
      titleAr: `يوم مشروعات التخرج - ${day.ar}`,
      textEn: 'Present your project to the jury, industry guests and your family.',
      textAr: 'اعرض مشروعك على لجنة التحكيم وضيوف من الصناعة وأسرتك.',
      venueEn: 'Exhibition Hall',
      venueAr: 'قاعة المعارض',
      eligibility: 'project-students',
      facultyId: faculties.get(day.faculty) ?? null,
      projectCourseIds: day.courses.flatMap((code) => courses.get(code) ?? []),
      guestQuota: 2,
      questions: [SESSION],
    })),
    {
      ...common,
      ...dates(30),
      kind: 'camp',
      page: 'sigmund',
      titleEn: 'Sigmund Camp',
      titleAr: 'معسكر سيجموند',
      textEn: 'Three days of workshops and sport by the sea. Transport and meals included.',
      textAr: 'ثلاثة أيام من الورش والرياضة على البحر، شاملة المواصلات والوجبات.',
      venueEn: 'Ras Sudr camp site',
      venueAr: 'معسكر رأس سدر',
      eligibility: 'anyone',
      places: 120,
      guestQuota: 0,
      feePiastres: 150_000,
      questions: [DIETARY],
    },
  ];
  await handle.db.insert(partyEvents).values(events);
}
