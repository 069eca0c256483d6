import type { PartyEvent, PartyEventForStudent, PartyGuest } from '@portal/contract';

export const event = (overrides: Partial<PartyEvent> = {}): PartyEvent => ({
  EventId: 7,
  Kind: 'graduation',
  Page: 'graduation',
  State: 'open',
  TitleEn: 'Graduation Ceremony 2026',
  TitleAr: 'حفل التخرج 2026',
  TextEn: 'Gowns are handed out at the main hall from 9 a.m.',
  TextAr: 'تُسلَّم الأرواب في القاعة الرئيسية من التاسعة صباحًا.',
  StartsAt: '2026-12-20T15:00:00Z',
  VenueEn: 'Main Hall',
  VenueAr: 'القاعة الرئيسية',
  RegistrationOpensAt: '2026-11-25T07:00:00Z',
  RegistrationClosesAt: '2026-12-15T20:00:00Z',
  GuestQuota: 2,
  Places: null,
  PlacesTaken: 0,
  FeePiastres: 35_000,
  Currency: 'EGP',
  Questions: [
    {
      Key: 'gown-size',
      LabelEn: 'Gown size',
      LabelAr: 'مقاس الروب',
      Kind: 'choice',
      Options: ['S', 'M', 'L'],
      Required: true,
    },
    {
      Key: 'dietary-needs',
      LabelEn: 'Dietary needs',
      LabelAr: 'احتياجات غذائية',
      Kind: 'text',
      Options: [],
      Required: false,
    },
  ],
  ...overrides,
});

export const guest = (overrides: Partial<PartyGuest> = {}): PartyGuest => ({
  GuestId: 41,
  Name: 'Mona Hassan',
  Email: 'mona@example.com',
  State: 'valid',
  InvitedAt: '2026-11-30T10:00:00Z',
  AdmittedAt: null,
  ...overrides,
});

export const entry = (overrides: Partial<PartyEventForStudent> = {}): PartyEventForStudent => ({
  Event: event(),
  NotEligible: null,
  CanChange: true,
  Registration: null,
  Guests: [],
  ...overrides,
});

/** Registered as attending, with a gown size: the guests' part of the page is open. */
export const attending = (overrides: Partial<PartyEventForStudent> = {}): PartyEventForStudent =>
  entry({
    Registration: {
      Attending: true,
      Answers: { 'gown-size': 'M' },
      ChargeId: 12,
      UpdatedAt: '2026-11-30T09:00:00Z',
    },
    ...overrides,
  });
