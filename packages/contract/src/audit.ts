import { z } from 'zod';
import { page } from './paging.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-09-30');

/** GET /api/Logger/GetPortalLogs (Portal Logger, auditors only). */
export const getPortalLogsQuery = z.object({
  StudentCode: z.string().trim().min(1).max(32).optional(),
  StaffEmail: z.string().trim().min(3).max(254).optional(),
  Action: z.string().trim().min(1).max(64).optional(),
  From: isoDate.optional(),
  To: isoDate.optional(),
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const auditEntry = z.object({
  Id: z.number().int(),
  At: z.string(),
  Action: z.string(),
  Outcome: z.string(),
  StaffEmail: z.string().nullable(),
  StudentCode: z.string().nullable(),
  ActorLabel: z.string().nullable(),
  Target: z.string().nullable(),
  Address: z.string().nullable(),
  Platform: z.number().int().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const getPortalLogsResponse = page(auditEntry);

/** GET /api/Portal/GetImpersonationHistory: when staff acted as the signed-in student. */
export const impersonationRecord = z.object({
  StaffName: z.string(),
  Reason: z.string(),
  StartedAt: z.string(),
  EndedAt: z.string().nullable(),
  Writes: z.number().int(),
});
export type ImpersonationRecord = z.infer<typeof impersonationRecord>;
export const getImpersonationHistoryResponse = z.array(impersonationRecord);
