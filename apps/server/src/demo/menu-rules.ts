import { MOBILE_PAGE_NAMES, type MobilePageName } from '@portal/contract';
import type { WindowKind } from '../modules/academic/schema.js';
import type { NewMenuPageRule } from '../modules/menu/schema.js';
import type { Catalogue } from './catalogue.js';
import { DECLARING_FACULTIES } from './order-types.js';
import { TANSEEK_FACULTIES } from './tanseek.js';

/**
 * Spec §2's registration steps under Schedules: listed all term, because each step's own page says, from
 * the same window row, when that window opens or that it closed; a menu that hid them would leave the
 * student no place to find out.
 */
const REGISTRATION_STEPS: readonly MobilePageName[] = [
  'validateAdvising',
  'validateDropAdd',
  'validateAdvPreview',
  'evaluation',
];

/** Pages every student has, all year. */
const FOR_EVERY_STUDENT: readonly MobilePageName[] = [
  'notification',
  'notification-settings',
  'what-if',
  'announcement',
  'schedule',
  'zoom-links',
  'lib-codes',
  'exam-schedule',
  'midterm-schedule',
  'practical-schedule',
  'midterm-scoring',
  'final-scoring',
  'practical-scoring',
  'transcript',
  'attendance',
  'contact',
  'moodle-credentials',
  'moodle-guide',
  'student-wifi',
  'exam-credentials',
  'sso',
  'faculty-cash-deposit',
  'bus-cash-deposit',
  'military-payment',
  // The Future Insight Conference is open to every student.
  'curious',
  'curious-install',
  'my-requests',
  'new-request',
  // Late drops and recalculation petitions are requests: the type's eligibility and the course lists say
  // when each is possible, and the pages explain why not, rather than vanishing from the menu.
  'drop-courses',
  'request-recalculation',
  ...REGISTRATION_STEPS,
];

/** Pages that follow the current term's calendar: open only while their window is. */
const WINDOWED: readonly [MobilePageName, WindowKind][] = [
  ['Preview', 'advising_preview'],
  ['AddDrop', 'add_drop'],
  ['evaluation-questions', 'evaluation'],
];

/** Students who can graduate: final year, not on warning or probation. */
const CAN_GRADUATE: NewMenuPageRule['standings'] = ['good', 'honors'];

/**
 * The demo university's menu rules: a rule for every page of the spec but `login`, with the audiences and windows a
 * real registrar would set (ceremonies for the students they concern, advising pages while advising is
 * open, staff pages for their roles).
 */
export function buildMenuRules(catalogue: Catalogue): NewMenuPageRule[] {
  const facultyId = (code: string) => {
    const found = catalogue.rows.faculties.find((faculty) => faculty.code === code)?.id;
    if (found === undefined) throw new Error(`The demo catalogue has no faculty ${code}`);
    return found;
  };
  const programs = catalogue.faculties.flatMap((faculty) =>
    faculty.programs.map((program) => ({
      ...program,
      code: catalogue.rows.programs.find((row) => row.id === program.id)?.code ?? '',
    })),
  );
  const program = (code: string) => {
    const found = programs.find((entry) => entry.code === code);
    if (!found) throw new Error(`The demo catalogue has no program ${code}`);
    return found;
  };
  const finalYear = (code: string) => ({ programId: program(code).id, minLevel: program(code).years });

  const rules: NewMenuPageRule[] = [
    { pageName: 'home', audience: 'everyone' },
    { pageName: 'impersonate', audience: 'staff', staffRole: 'registrar' },
    { pageName: 'logger', audience: 'staff', staffRole: 'auditor' },
    { pageName: 'publish-announcement', audience: 'staff', staffRole: 'communications' },
    { pageName: 'guide-editor', audience: 'staff', staffRole: 'communications' },
    { pageName: 'quality-report', audience: 'staff', staffRole: 'quality' },
    { pageName: 'registration-day', audience: 'staff', staffRole: 'registrar' },
    { pageName: 'publish-scores', audience: 'staff', staffRole: 'registrar' },
    { pageName: 'finance', audience: 'staff', staffRole: 'finance' },
    { pageName: 'military-records', audience: 'staff', staffRole: 'registrar' },
    { pageName: 'student-services', audience: 'staff', staffRole: 'student-services' },
    // The same back office, showing the IT desk only its own queue (orders' ORDER_OFFICE_ROLES).
    { pageName: 'student-services', audience: 'staff', staffRole: 'it-desk' },
    { pageName: 'international-office', audience: 'staff', staffRole: 'international-office' },
    { pageName: 'placement-office', audience: 'staff', staffRole: 'placement-office' },
    { pageName: 'training-office', audience: 'staff', staffRole: 'training-office' },
    { pageName: 'events-office', audience: 'staff', staffRole: 'events-office' },
    { pageName: 'door', audience: 'staff', staffRole: 'usher' },
    // The office staffs the door too on a busy night.
    { pageName: 'door', audience: 'staff', staffRole: 'events-office' },
    // The message centre's send form is for the offices that write to students.
    { pageName: 'notification', audience: 'staff', staffRole: 'communications' },
    { pageName: 'notification', audience: 'staff', staffRole: 'registrar' },
    ...FOR_EVERY_STUDENT.map((pageName) => ({ pageName })),
    ...WINDOWED.map(([pageName, windowKind]) => ({ pageName, windowKind })),
    // Individual advising builds a timetable course by course; group programs pick a ready-made block.
    ...programs.map((entry) => ({
      pageName: entry.advisingMode === 'individual' ? ('IndAdvising' as const) : ('AdvisingModules' as const),
      programId: entry.id,
      windowKind: 'advising' as const,
    })),
    // Faculties whose majors are declared, not placed by Tanseek (order-types.ts): in the second year.
    ...DECLARING_FACULTIES.map((code) => ({
      pageName: 'major-declaration' as const,
      facultyId: facultyId(code),
      minLevel: 2,
      maxLevel: 2,
      note: 'Majors are declared in the second year',
    })),
    // Faculties that place students in majors (tanseek.ts): the open round, and last year's results.
    ...TANSEEK_FACULTIES.map((code) => ({
      pageName: 'tanseek' as const,
      facultyId: facultyId(code),
      note: 'Placement in a major after year one',
    })),
    { pageName: 'sstp', minLevel: 3, note: 'Summer training from the third year' },
    { pageName: 'sigmund', maxLevel: 2, note: 'Summer camp for first- and second-year students' },
    // Semester exchanges from the second year on (each program's page explains its own GPA and standing).
    { pageName: 'international', minLevel: 2, note: 'Semester exchanges from the second year' },
    { pageName: 'international-flyer', minLevel: 2, note: 'Semester exchanges from the second year' },
    { pageName: 'opet', minLevel: 2, maxLevel: 4, note: 'OPET summer school: second to fourth year' },
    { pageName: 'duphat', facultyId: facultyId('PHR'), minLevel: 3 },
    { pageName: 'duphat-install', facultyId: facultyId('PHR'), minLevel: 3 },
    { pageName: 'gmu-clinical', facultyId: facultyId('PHR'), minLevel: 4 },
    { pageName: 'gmu-clinical', facultyId: facultyId('DEN'), minLevel: 4 },
    { pageName: 'white-coat', facultyId: facultyId('PHR'), minLevel: 1, maxLevel: 1 },
    { pageName: 'white-coat', facultyId: facultyId('DEN'), minLevel: 3, maxLevel: 3 },
    ...programs.map((entry) => ({
      pageName: 'graduation' as const,
      ...finalYear(entry.code),
      standings: CAN_GRADUATE,
      note: 'Final-year students who can graduate',
    })),
    ...['MCM-JOU', 'MCM-RTV'].map((code) => ({ pageName: 'mcm-grad' as const, ...finalYear(code) })),
    ...['CS-CSC', 'CS-AI', 'CS-IS'].map((code) => ({ pageName: 'csc-grad' as const, ...finalYear(code) })),
    ...['ARC-ARC', 'ARC-INT'].map((code) => ({ pageName: 'arc-grad' as const, ...finalYear(code) })),
    { pageName: 'ece-grad', ...finalYear('ENG-ECE') },
  ];
  // `login` is for callers without a token, before any menu exists: no rule, so a signed-in caller who
  // opens it is sent home like any page outside their menu. `verify-document` is public (whoever holds a
  // letter checks it, signed in or not) and drawn outside the menu's frame: no rule either.
  const covered = new Set<MobilePageName>([
    'login',
    'verify-document',
    ...rules.map((rule) => rule.pageName),
  ]);
  const missing = MOBILE_PAGE_NAMES.filter((name) => !covered.has(name));
  if (missing.length > 0) throw new Error(`The demo menu has no rule for ${missing.join(', ')}`);
  return rules.map((rule, index) => ({ audience: 'students', ...rule, id: index + 1 }));
}
