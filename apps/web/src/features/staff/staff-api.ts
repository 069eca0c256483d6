import type {
  AuditEntryView,
  getPortalLogsResponse,
  getStudentsResponse,
  impersonationSession,
} from '@portal/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** Contract types only: the schemas are not run in the browser (see README, "Response types"). */
export type StudentPage = z.infer<typeof getStudentsResponse>;
export type StudentHit = StudentPage['Items'][number];
export type ImpersonationSession = z.infer<typeof impersonationSession>;
export type AuditPage = z.infer<typeof getPortalLogsResponse>;
export type { AuditEntryView };

export const STUDENT_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 25;

/** POST /api/Student/GetStudents (registrar). */
export function searchStudents(query: string, page: number, signal?: AbortSignal): Promise<StudentPage> {
  return api.post<StudentPage>(
    'portal',
    '/api/Student/GetStudents',
    { Query: query, Page: page, PageSize: STUDENT_PAGE_SIZE },
    { signal },
  );
}

/** POST /api/Student/impersonate (registrar): a student token for acting as them. */
export function impersonate(userName: string, reason: string): Promise<ImpersonationSession> {
  return api.post<ImpersonationSession>('portal', '/api/Student/impersonate', {
    UserName: userName,
    Reason: reason,
  });
}

export interface AuditFilters {
  StudentCode?: string;
  StaffEmail?: string;
  Action?: string;
  From?: string;
  To?: string;
}

/** GET /api/Logger/GetPortalLogs (auditor). */
export function portalLogs(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>('portal', '/api/Logger/GetPortalLogs', {
    query: { ...filters, Page: page, PageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}
