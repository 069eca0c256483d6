import { addDropPages } from './features/add-drop/pages';
import { advisingPreviewPages } from './features/advising-preview/pages';
import { advisingPages } from './features/advising/pages';
import { announcementPages } from './features/announcement/pages';
import { attendancePages } from './features/attendance/pages';
import { billingPages } from './features/billing/pages';
import { evaluationPages } from './features/evaluation/pages';
import { financePages } from './features/finance/pages';
import { militaryRecordsPages } from './features/military-records/pages';
import { studentServicesPages } from './features/student-services/pages';
import { internationalOfficePages } from './features/international-office/pages';
import { placementOfficePages } from './features/placement-office/pages';
import { eventsOfficePages } from './features/events-office/pages';
import { doorPages } from './features/door/pages';
import { trainingOfficePages } from './features/training-office/pages';
import { examPublicationPages } from './features/exam-publication/pages';
import { examPages } from './features/exams/pages';
import { homePages } from './features/home/pages';
import { internationalPages } from './features/international/pages';
import { internationalInstallmentsPages } from './features/international-installments/pages';
import { libraryPages } from './features/library/pages';
import { contactPages } from './features/contact/pages';
import { credentialsPages } from './features/credentials/pages';
import { guidesPages } from './features/guides/pages';
import { loginPages } from './features/login/pages';
import { notificationPages } from './features/notifications/pages';
import { ordersPages } from './features/orders/pages';
import { partyPages } from './features/party/pages';
import { qualityPages } from './features/quality/pages';
import { registrationDayPages } from './features/registration-day/pages';
import { schedulePages } from './features/schedule/pages';
import { staffPages } from './features/staff/pages';
import { sstpPages } from './features/sstp/pages';
import { tanseekPages } from './features/tanseek/pages';
import { majorDeclarationPages } from './features/major-declaration/pages';
import { transcriptPages } from './features/transcript/pages';
import type { PageDefinition } from './lib/page-definition';

/**
 * THE page registry, one line per area: the router and the side menu are both derived from it, so a page
 * cannot be routable without a menu decision or listed without a route. Only pages that exist are listed
 * (the others are in lib/pages-to-come.ts); the server's menu (GET /api/Portal/GetMenu) then decides which
 * of them this user sees. Each area declares its pages in its own pages.ts, their bodies loaded lazily.
 */
export const pages: readonly PageDefinition[] = [
  ...homePages,
  ...notificationPages,
  ...loginPages,
  ...announcementPages,
  ...evaluationPages,
  ...qualityPages,
  ...financePages,
  ...militaryRecordsPages,
  ...studentServicesPages,
  ...internationalOfficePages,
  ...placementOfficePages,
  ...eventsOfficePages,
  ...doorPages,
  ...trainingOfficePages,
  ...schedulePages,
  ...examPages,
  ...staffPages,
  ...transcriptPages,
  ...attendancePages,
  ...libraryPages,
  ...credentialsPages,
  ...guidesPages,
  ...contactPages,
  ...billingPages,
  ...advisingPages,
  ...addDropPages,
  ...advisingPreviewPages,
  ...registrationDayPages,
  ...examPublicationPages,
  ...ordersPages,
  ...internationalPages,
  ...internationalInstallmentsPages,
  ...tanseekPages,
  ...sstpPages,
  ...majorDeclarationPages,
  ...partyPages,
];
