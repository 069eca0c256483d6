import type { AuditEntryView } from '@portal/contract';
import { audit, staff, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../lib/api';

export type StudentPage = ResponseOf<typeof staff.getStudents>;
export type StudentHit = StudentPage['Items'][number];
export type ImpersonationSession = ResponseOf<typeof staff.impersonate>;
export type AuditPage = ResponseOf<typeof audit.getPortalLogs>;
export type { AuditEntryView };

export const STUDENT_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 25;

/** Registrar: one page of the students matching the search. */
export function searchStudents(query: string, page: number, signal?: AbortSignal): Promise<StudentPage> {
  return api.call(staff.getStudents, {
    body: { Query: query, Page: page, PageSize: STUDENT_PAGE_SIZE },
    signal,
  });
}

/** Registrar: a student token for acting as them. */
export function impersonate(userName: string, reason: string): Promise<ImpersonationSession> {
  return api.call(staff.impersonate, { body: { UserName: userName, Reason: reason } });
}

export interface AuditFilters {
  StudentCode?: string;
  StaffEmail?: string;
  Action?: string;
  From?: string;
  To?: string;
}

/** Auditor: one page of the portal's log, filtered. */
export function portalLogs(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return api.call(audit.getPortalLogs, {
    query: { ...filters, Page: page, PageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}
