import 'i18next';
import type attendanceEn from '../features/attendance/locales/en.json';
import type calendarEn from '../features/calendar/locales/en.json';
import type examsEn from '../features/exams/locales/en.json';
import type libraryEn from '../features/library/locales/en.json';
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
      calendar: typeof calendarEn;
      transcript: typeof transcriptEn;
      attendance: typeof attendanceEn;
      library: typeof libraryEn;
      registration: typeof registrationEn;
    };
  }
}
