import type { CallEntry } from './call-entry.js';

/** The bus subscription and the military-education fee (apps/server/src/modules/billing, bus-*.ts and military-*.ts). */
export const fees = {
  getAllBusLine: {
    method: 'GET',
    path: '/api/Billing/GetAllBusLine',
    host: 'billing',
    tag: 'Billing',
    summary: "This term's bus lines with their stops, pickup times and fees, and the student's subscription",
    response: 'getAllBusLineResponse',
  },
  busLineChanged: {
    method: 'POST',
    path: '/api/Billing/BusLineChanged',
    host: 'billing',
    tag: 'Billing',
    summary:
      'Chooses or changes the bus line and stop for this term: the old charge is credited, the new one raised',
    body: 'busLineChangedBody',
    response: 'busLineChangedResponse',
    refusable: true,
  },
  insertBusPaymentRequest: {
    method: 'POST',
    path: '/api/Billing/InsertBusPaymentRequest',
    host: 'billing',
    tag: 'Billing',
    summary: "An invoice for what is left of this term's bus charge (the same open one if asked again)",
    body: 'insertBusPaymentRequestBody',
    response: 'insertBusPaymentRequestResponse',
    refusable: true,
  },
  insertStudentBusTransaction: {
    method: 'POST',
    path: '/api/Billing/InsertStudentBusTransaction',
    host: 'billing',
    tag: 'Billing',
    summary: 'Starts paying the bus invoice: a hosted checkout (card, wallet) or a reference for any outlet',
    body: 'insertStudentBusTransactionBody',
    response: 'insertStudentBusTransactionResponse',
    refusable: true,
  },
  checkForBusCashDepositLink: {
    method: 'GET',
    path: '/api/Reports/CheckForBusCashDepositLink',
    host: 'portal',
    tag: 'Billing',
    summary: 'The ways the university takes bus fees online now (card, wallet, outlet)',
    response: 'checkForBusCashDepositLinkResponse',
  },
  getStudentMilitaryData: {
    method: 'GET',
    path: '/api/Billing/GetStudentMilitaryData',
    host: 'billing',
    tag: 'Billing',
    summary: 'Whether the student must take military education, where they stand, the course term and fee',
    response: 'getStudentMilitaryDataResponse',
  },
  insertMilitaryPaymentRequest: {
    method: 'POST',
    path: '/api/Billing/InsertMilitaryPaymentRequest',
    host: 'billing',
    tag: 'Billing',
    summary:
      'An invoice for what is left of the military-education charge (the same open one if asked again)',
    body: 'insertMilitaryPaymentRequestBody',
    response: 'insertMilitaryPaymentRequestResponse',
    refusable: true,
  },
  getMilitaryRecords: {
    method: 'GET',
    path: '/api/Billing/GetMilitaryRecords',
    host: 'billing',
    tag: 'Billing',
    summary:
      'Students who must take military education, with their status, the course term and whether it is paid (registrar)',
    query: 'getMilitaryRecordsQuery',
    response: 'getMilitaryRecordsResponse',
  },
  setMilitaryRecord: {
    method: 'POST',
    path: '/api/Billing/SetMilitaryRecord',
    host: 'billing',
    tag: 'Billing',
    summary:
      "Records a student's military registration, completion or exemption (registrar); an exemption credits the unpaid fee",
    body: 'setMilitaryRecordBody',
    response: 'setMilitaryRecordResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
