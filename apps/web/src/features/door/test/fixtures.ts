import type { door, ResponseOf } from '@portal/contract/calls';

export const DOOR_EVENTS: ResponseOf<typeof door.getEvents> = [
  {
    EventId: 4,
    TitleEn: 'Graduation 2027',
    TitleAr: 'حفل تخرج 2027',
    StartsAt: '2027-06-20T15:00:00Z',
    VenueEn: 'Main hall',
    VenueAr: 'القاعة الكبرى',
  },
];

export const COUNTS: ResponseOf<typeof door.getCounts> = {
  EventId: 4,
  Registered: 120,
  Attending: 110,
  Guests: 80,
  AdmittedStudents: 1,
  AdmittedGuests: 0,
};

export const ADMITTED: ResponseOf<typeof door.checkIn> = {
  Holder: 'guest',
  HolderName: 'Mona Adel',
  StudentName: 'Omar Hassan',
  StudentCode: '2021-0042',
  Gate: 'Gate A',
  AdmittedAt: '2027-06-20T14:30:00Z',
  ScannedAt: '2027-06-20T14:30:00Z',
};

/** A ticket code as the QR carries it: 43 base64url characters. */
export const CODE = 'A'.repeat(43);
export const OTHER_CODE = 'B'.repeat(43);
