import type { Faculty, PartyOfficeEvent } from '@portal/contract';

export const event = (overrides: Partial<PartyOfficeEvent> = {}): PartyOfficeEvent => ({
  EventId: 4,
  Kind: 'graduation',
  Page: 'graduation',
  State: 'open',
  TitleEn: 'Graduation 2027',
  TitleAr: 'حفل تخرج 2027',
  TextEn: 'The class of 2027 graduates.',
  TextAr: 'تخرج دفعة 2027.',
  StartsAt: '2027-06-20T15:00:00Z',
  VenueEn: 'Main hall',
  VenueAr: 'القاعة الكبرى',
  RegistrationOpensAt: '2027-05-01T06:00:00Z',
  RegistrationClosesAt: '2027-06-10T20:00:00Z',
  GuestQuota: 2,
  Places: null,
  PlacesTaken: 0,
  FeePiastres: 25_000,
  Currency: 'EGP',
  Questions: [],
  Version: 3,
  Eligibility: 'expected-graduates',
  FacultyId: null,
  MinLevel: null,
  MaxLevel: null,
  ProjectCourseIds: [],
  Registered: 120,
  Guests: 80,
  Admitted: 0,
  ...overrides,
});

export const FACULTIES: Faculty[] = [
  {
    FacultyId: 2,
    FacultyCode: 'ENG',
    NameEn: 'Faculty of Engineering',
    NameAr: 'كلية الهندسة',
    Programs: [],
  },
];

export const mail = {
  MailId: 9,
  To: 'guest@example.com',
  Subject: 'Your invitation to Graduation 2027',
  State: 'failed' as const,
  Attempts: 3,
  LastError: 'mailbox unavailable',
  QueuedAt: '2027-05-02T08:00:00Z',
  SentAt: null,
  Text: null,
};
