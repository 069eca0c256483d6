import { z } from 'zod';
import { portalSession, queryFlag } from './account.js';
import { page } from './paging.js';

/** POST /api/Student/impersonate */
export const impersonateBody = z.object({
  /** The student's university email, code, or portal user name. */
  UserName: z.string().trim().min(3).max(254),
  isMobile: z.union([z.boolean(), queryFlag]).optional(),
  /** Why: free text or a ticket number. Required so every session can be justified later. */
  Reason: z.string().trim().min(5).max(500),
});

export const impersonationSession = portalSession.extend({
  ActingAs: z.object({ StudentCode: z.string(), StudentENName: z.string(), Email: z.string() }),
  ExpiresAt: z.string(),
});

export const stoppedImpersonation = z.object({ Stopped: z.literal(true) });

/** POST /api/Student/GetStudents: staff search by code, name or email. */
export const getStudentsBody = z.object({
  Query: z.string().trim().min(2).max(100),
  Page: z.number().int().min(1).max(10_000).default(1),
  PageSize: z.number().int().min(1).max(50).default(20),
});

export const studentSearchHit = z.object({
  StudentId: z.number().int(),
  Code: z.string(),
  Email: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  FacultyEn: z.string(),
  FacultyAr: z.string(),
  ProgramEn: z.string(),
  ProgramAr: z.string(),
  Level: z.number().int(),
  Status: z.string(),
});

export const getStudentsResponse = page(studentSearchHit);
