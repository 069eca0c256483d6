import { doorRoutes } from './modules/party/door-routes.js';
import { partyOfficeRoutes } from './modules/party/office-routes.js';
import { partyRoutes } from './modules/party/routes.js';
import type { FastifyInstance } from 'fastify';
import { academicRoutes } from './modules/academic/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { notifyRoutes } from './modules/notify/routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { announcementRoutes } from './modules/announcement/routes.js';
import { defaultDataRoutes } from './modules/default-data/routes.js';
import { evaluationRoutes } from './modules/evaluation/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { scheduleRoutes } from './modules/schedule/routes.js';
import { examRoutes } from './modules/exams/routes.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { transcriptRoutes } from './modules/transcript/routes.js';
import { attendanceRoutes } from './modules/attendance/routes.js';
import { libraryRoutes } from './modules/library/routes.js';
import { credentialsRoutes } from './modules/credentials/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { guidesRoutes } from './modules/guides/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { installmentRoutes } from './modules/billing/installments/installment-routes.js';
import { financeRoutes } from './modules/billing/finance/finance-routes.js';
import { financePlanRoutes } from './modules/billing/finance/plan-routes.js';
import { financeDepositRoutes } from './modules/billing/bank/finance-deposit-routes.js';
import { militaryRecordRoutes } from './modules/billing/fees/military-record-routes.js';
import { officeRoutes } from './modules/orders/office-routes.js';
import { internationalOfficeRoutes } from './modules/international/office-routes.js';
import { programInstallmentRoutes } from './modules/international/installment-routes.js';
import { roundRoutes } from './modules/international/round-routes.js';
import { internationalStudentRoutes } from './modules/international/student-routes.js';
import { placementOfficeRoutes } from './modules/tanseek/office-routes.js';
import { tanseekRoutes } from './modules/tanseek/routes.js';
import { trainingOfficeRoutes } from './modules/sstp/office-routes.js';
import { sstpRoutes } from './modules/sstp/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { orderCourseRoutes } from './modules/orders/course-routes.js';
import { orderDocumentRoutes } from './modules/orders/document-routes.js';

/**
 * Every module's calls, in the order they were always registered (hooks and the announcement gate are already in
 * place by then: app.ts registers this after them). The payment calls, which need gateways and addresses, stay in
 * app.ts.
 */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(academicRoutes);
  await app.register(portalRoutes);
  await app.register(menuRoutes);
  await app.register(defaultDataRoutes);
  await app.register(announcementRoutes);
  await app.register(evaluationRoutes);
  await app.register(notifyRoutes);
  await app.register(scheduleRoutes);
  await app.register(examRoutes);
  await app.register(calendarRoutes);
  await app.register(transcriptRoutes);
  await app.register(attendanceRoutes);
  await app.register(libraryRoutes);
  await app.register(credentialsRoutes);
  await app.register(contactRoutes);
  await app.register(guidesRoutes);
  await app.register(billingRoutes);
  await app.register(installmentRoutes);
  await app.register(financeRoutes);
  await app.register(financePlanRoutes);
  await app.register(financeDepositRoutes);
  await app.register(militaryRecordRoutes);
  await app.register(ordersRoutes);
  await app.register(internationalStudentRoutes);
  await app.register(officeRoutes);
  await app.register(orderCourseRoutes);
  await app.register(orderDocumentRoutes);
  await app.register(internationalOfficeRoutes);
  await app.register(tanseekRoutes);
  await app.register(placementOfficeRoutes);
  await app.register(sstpRoutes);
  await app.register(trainingOfficeRoutes);
  await app.register(partyRoutes);
  await app.register(partyOfficeRoutes);
  await app.register(doorRoutes);
  await app.register(roundRoutes);
  await app.register(programInstallmentRoutes);
}
