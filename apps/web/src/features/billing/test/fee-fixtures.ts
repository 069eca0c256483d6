import type { BusLines, PaymentInvoice, StudentMilitaryData } from '@portal/contract';
import { openInvoice } from './fixtures';

export const busLines: BusLines = {
  Term: { TermId: 12, NameEn: 'Spring 2027', NameAr: 'ربيع 2027' },
  ChangesCloseAt: '2027-02-20T21:00:00.000Z',
  ChangesOpen: true,
  Lines: [
    {
      BusLineId: 1,
      Code: 'N1',
      NameEn: 'Talkha – Mansoura North',
      NameAr: 'طلخا – المنصورة شمال',
      FeePiastres: 1800_00,
      Currency: 'EGP',
      SeatsLeft: 12,
      Stops: [
        { BusStopId: 11, NameEn: 'Talkha Bridge', NameAr: 'كوبري طلخا', PickupTime: '06:45' },
        { BusStopId: 12, NameEn: 'Mansoura Station', NameAr: 'محطة المنصورة', PickupTime: '07:05' },
      ],
    },
    {
      BusLineId: 3,
      Code: 'E3',
      NameEn: 'Sherbin – Belqas',
      NameAr: 'شربين – بلقاس',
      FeePiastres: 2100_00,
      Currency: 'EGP',
      SeatsLeft: 0,
      Stops: [{ BusStopId: 31, NameEn: 'Belqas Hospital', NameAr: 'مستشفى بلقاس', PickupTime: '06:20' }],
    },
  ],
  Subscription: null,
};

export const subscribed: BusLines = {
  ...busLines,
  Subscription: {
    BusLineId: 1,
    BusStopId: 11,
    ChargeId: 501,
    FeePiastres: 1800_00,
    OutstandingPiastres: 1800_00,
    Status: 'unpaid',
    Invoice: null,
  },
};

export const busInvoice: PaymentInvoice = {
  ...openInvoice,
  PaymentInvoiceRequestId: 77,
  AmountPiastres: 1800_00,
};

export const militaryDue: StudentMilitaryData = {
  Required: true,
  Status: 'due',
  CourseTerm: { TermId: 12, NameEn: 'Spring 2027', NameAr: 'ربيع 2027' },
  FeePiastres: 900_00,
  Currency: 'EGP',
  Charge: { ChargeId: 601, OutstandingPiastres: 900_00, DueOn: '2027-03-01' },
  Invoice: null,
};

export const militaryNotRequired: StudentMilitaryData = {
  Required: false,
  Status: 'not_required',
  CourseTerm: null,
  FeePiastres: null,
  Currency: 'EGP',
  Charge: null,
  Invoice: null,
};
