import 'i18next';
import type timetableEn from '../components/week-timetable/locales/en.json';
import type copyEn from '../components/copy-button/locales/en.json';
import type officeEn from '../components/office/locales/en.json';
import type internationalOfficeEn from '../features/international-office/locales/en.json';
import type documentUploadEn from '../components/document-upload/locales/en.json';
import type internationalEn from '../features/international/locales/en.json';
import type tanseekEn from '../features/tanseek/locales/en.json';
import type partyEn from '../features/party/locales/en.json';
import type sstpEn from '../features/sstp/locales/en.json';
import type majorDeclarationEn from '../features/major-declaration/locales/en.json';
import type placementOfficeEn from '../features/placement-office/locales/en.json';
import type trainingOfficeEn from '../features/training-office/locales/en.json';
import type internationalInstallmentsEn from '../features/international-installments/locales/en.json';
import type addDropEn from '../features/add-drop/locales/en.json';
import type advisingPreviewEn from '../features/advising-preview/locales/en.json';
import type registrationSharedEn from '../components/registration/locales/en.json';
import type waitlistEn from '../components/registration/waitlist-locales/en.json';
import type advisingEn from '../features/advising/locales/en.json';
import type attendanceEn from '../features/attendance/locales/en.json';
import type billingEn from '../features/billing/locales/en.json';
import type feesEn from '../features/billing/fees-locales/en.json';
import type calendarEn from '../features/calendar/locales/en.json';
import type examPublicationEn from '../features/exam-publication/locales/en.json';
import type examsEn from '../features/exams/locales/en.json';
import type financeEn from '../features/finance/locales/en.json';
import type militaryRecordsEn from '../features/military-records/locales/en.json';
import type studentServicesEn from '../features/student-services/locales/en.json';
import type ordersEn from '../features/orders/locales/en.json';
import type libraryEn from '../features/library/locales/en.json';
import type credentialsEn from '../features/credentials/locales/en.json';
import type guidesEn from '../features/guides/locales/en.json';
import type contactEn from '../features/contact/locales/en.json';
import type notificationsEn from '../features/notifications/locales/en.json';
import type qualityEn from '../features/quality/locales/en.json';
import type registrationEn from '../features/registration-day/locales/en.json';
import type scheduleEn from '../features/schedule/locales/en.json';
import type transcriptEn from '../features/transcript/locales/en.json';
import type en from '../locales/en.json';

// Typed keys: a `t('...')` call with a key missing from the English catalogue fails type-checking. Each
// feature namespace registered with `registerTranslations` is listed here with its English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      quality: typeof qualityEn;
      notifications: typeof notificationsEn;
      schedule: typeof scheduleEn;
      exams: typeof examsEn;
      examPublication: typeof examPublicationEn;
      calendar: typeof calendarEn;
      transcript: typeof transcriptEn;
      attendance: typeof attendanceEn;
      billing: typeof billingEn;
      fees: typeof feesEn;
      finance: typeof financeEn;
      militaryRecords: typeof militaryRecordsEn;
      studentServices: typeof studentServicesEn;
      orders: typeof ordersEn;
      library: typeof libraryEn;
      credentials: typeof credentialsEn;
      guides: typeof guidesEn;
      contact: typeof contactEn;
      registration: typeof registrationEn;
      registrationShared: typeof registrationSharedEn;
      waitlist: typeof waitlistEn;
      advising: typeof advisingEn;
      timetable: typeof timetableEn;
      copy: typeof copyEn;
      office: typeof officeEn;
      internationalOffice: typeof internationalOfficeEn;
      documentUpload: typeof documentUploadEn;
      international: typeof internationalEn;
      tanseek: typeof tanseekEn;
      party: typeof partyEn;
      sstp: typeof sstpEn;
      majorDeclaration: typeof majorDeclarationEn;
      placementOffice: typeof placementOfficeEn;
      trainingOffice: typeof trainingOfficeEn;
      internationalInstallments: typeof internationalInstallmentsEn;
      addDrop: typeof addDropEn;
      advisingPreview: typeof advisingPreviewEn;
    };
  }
}
