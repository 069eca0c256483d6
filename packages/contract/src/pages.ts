/*
 * The page names and the menu's shape, as plain constants without zod, so the web app's entry chunk can
 * import them (`@portal/contract/pages`) without loading every schema of the contract.
 */

/**
 * Every route path of the spec (§2), spelled exactly as there: the server's menu rules and the web app's
 * page registry both name pages with these, so a page can only exist under one name.
 */
export const MOBILE_PAGE_NAMES = [
  'home',
  'notification',
  /** What reaches the student, per topic and channel (issue 28; not in spec §2): opened from `notification`. */
  'notification-settings',
  'login',
  'impersonate',
  'logger',
  'publish-announcement',
  'quality-report',
  'registration-day',
  'publish-scores',
  /** The finance office's page (issue 23; not in spec §2): invoices, payments, refunds, reconciliation. */
  'finance',
  /** The registrar's military-education records (issue 23; not in spec §2): registered, completed, exempt. */
  'military-records',
  /** The student-services back office (issue 24; not in spec §2): queues, review, request types. */
  'student-services',
  /** The international office's back office (issue 25; not in spec §2): programs, applications, rounds. */
  'international-office',
  /** The placement office's back office (issue 26; not in spec §2): Tanseek rounds, previews, publication. */
  'placement-office',
  /** The training office's back office (issue 26; not in spec §2): SSTP cycles, allocation, evaluations. */
  'training-office',
  /** The communications office's guide editor (issue 28; not in spec §2): the guides' text and pictures. */
  'guide-editor',
  /** The events office's back office (issue 27; not in spec §2): events, registrations, guests, outbox. */
  'events-office',
  /** An usher's door check-in (issue 27; not in spec §2): scan or type tickets, live counts. */
  'door',
  /** A student's requests to the student-services office (issue 24; not in spec §2). */
  'my-requests',
  /** Filing a new request: any type's form rendered from its definition (issue 24). */
  'new-request',
  /** Public: is an issued letter genuine (its QR code opens this page; issue 24). */
  'verify-document',
  'Preview',
  /** The what-if degree audit against another program (not in spec §2; opened from the advising preview). */
  'what-if',
  'validateAdvising',
  'validateDropAdd',
  'validateAdvPreview',
  'IndAdvising',
  'AdvisingModules',
  'AddDrop',
  'exam-schedule',
  'midterm-schedule',
  'practical-schedule',
  'midterm-scoring',
  'final-scoring',
  'practical-scoring',
  'transcript',
  'faculty-cash-deposit',
  'bus-cash-deposit',
  'military-payment',
  'opet',
  'international-flyer',
  'international',
  'sstp',
  'tanseek',
  'duphat',
  'duphat-install',
  'curious',
  'curious-install',
  'gmu-clinical',
  'schedule',
  'lib-codes',
  'zoom-links',
  'major-declaration',
  'attendance',
  'announcement',
  'evaluation',
  'evaluation-questions',
  'contact',
  'moodle-credentials',
  'moodle-guide',
  'drop-courses',
  'request-recalculation',
  'student-wifi',
  'exam-credentials',
  'sso',
  'graduation',
  'mcm-grad',
  'csc-grad',
  'arc-grad',
  'ece-grad',
  'sigmund',
  'white-coat',
] as const;
export type MobilePageName = (typeof MOBILE_PAGE_NAMES)[number];

/** The side menu's collapsible groups, in the spec's order (§2). */
export const MENU_GROUPS = ['schedules', 'results', 'payments', 'contacts', 'requests'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Pages only staff tokens ever get; a student (or staff acting as one) never does. */
export const STAFF_PAGE_NAMES = [
  'impersonate',
  'logger',
  'publish-announcement',
  'quality-report',
  'registration-day',
  'publish-scores',
  'finance',
  'military-records',
  'student-services',
  'international-office',
  'placement-office',
  'training-office',
  'guide-editor',
  'events-office',
  'door',
] as const satisfies readonly MobilePageName[];

/**
 * The hierarchy of spec §2: the group each page sits in, or null for a top-level page. Hidden pages
 * (advising sub-pages, install variants) carry the group of the item they belong to.
 */
export const MENU_PARENT: Readonly<Record<MobilePageName, MenuGroup | null>> = {
  home: null,
  notification: null,
  'notification-settings': null,
  login: null,
  impersonate: null,
  logger: null,
  'publish-announcement': null,
  'quality-report': null,
  'registration-day': null,
  'publish-scores': null,
  finance: null,
  'military-records': null,
  'student-services': null,
  'international-office': null,
  'placement-office': null,
  'training-office': null,
  'guide-editor': null,
  'events-office': null,
  door: null,
  'verify-document': null,
  announcement: null,
  validateAdvising: 'schedules',
  validateDropAdd: 'schedules',
  validateAdvPreview: 'schedules',
  Preview: 'schedules',
  'what-if': 'schedules',
  IndAdvising: 'schedules',
  AdvisingModules: 'schedules',
  AddDrop: 'schedules',
  evaluation: 'schedules',
  'evaluation-questions': 'schedules',
  'exam-schedule': 'schedules',
  'lib-codes': 'schedules',
  'midterm-schedule': 'schedules',
  'practical-schedule': 'schedules',
  schedule: 'schedules',
  'zoom-links': 'schedules',
  'major-declaration': 'schedules',
  attendance: 'results',
  'drop-courses': 'results',
  'final-scoring': 'results',
  'midterm-scoring': 'results',
  'practical-scoring': 'results',
  transcript: 'results',
  'bus-cash-deposit': 'payments',
  'faculty-cash-deposit': 'payments',
  'military-payment': 'payments',
  contact: 'contacts',
  'moodle-credentials': 'contacts',
  'moodle-guide': 'contacts',
  'student-wifi': 'contacts',
  'exam-credentials': 'contacts',
  duphat: 'requests',
  'duphat-install': 'requests',
  curious: 'requests',
  'curious-install': 'requests',
  'gmu-clinical': 'requests',
  graduation: 'requests',
  'mcm-grad': 'requests',
  'csc-grad': 'requests',
  'arc-grad': 'requests',
  'ece-grad': 'requests',
  international: 'requests',
  'international-flyer': 'requests',
  opet: 'requests',
  'request-recalculation': 'requests',
  'my-requests': 'requests',
  'new-request': 'requests',
  sso: 'requests',
  sstp: 'requests',
  tanseek: 'requests',
  sigmund: 'requests',
  'white-coat': 'requests',
};

/**
 * Never listed in the side menu: the install variants, the advising sub-pages and the gates' own pages.
 * Their place otherwise follows MENU_PARENT.
 */
export const HIDDEN_PAGES = [
  'login',
  'notification-settings',
  'verify-document',
  'new-request',
  'announcement',
  'evaluation-questions',
  'IndAdvising',
  'AdvisingModules',
  'AddDrop',
  'Preview',
  'what-if',
  'duphat-install',
  'curious-install',
] as const satisfies readonly MobilePageName[];

/**
 * Pages a URL may open although the server's menu does not list them: spec §2's advising sub-pages
 * (individuals, drop-add, groups, validate, evaluation questions, advising preview) and the pages the
 * start-up gates send to (§4).
 */
export const MENU_FREE_PAGES = [
  'home',
  'login',
  // The student's own settings, reached from the message centre whatever the menu lists.
  'notification-settings',
  'verify-document',
  // Filing is decided per type by the server (eligibility), wherever the form is opened from.
  'new-request',
  'announcement',
  'evaluation',
  'evaluation-questions',
  'IndAdvising',
  'AddDrop',
  'AdvisingModules',
  'validateAdvising',
  'validateDropAdd',
  'validateAdvPreview',
  'Preview',
  // Reads the record and the catalogue only: open all term, whatever advising window is open.
  'what-if',
] as const satisfies readonly MobilePageName[];

const hidden: ReadonlySet<string> = new Set(HIDDEN_PAGES);
const menuFree: ReadonlySet<string> = new Set(MENU_FREE_PAGES);

export function isHiddenPage(page: string): boolean {
  return hidden.has(page);
}

export function opensWithoutMenu(page: string): boolean {
  return menuFree.has(page);
}
