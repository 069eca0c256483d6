import { z } from 'zod';

export const programSummary = z.object({
  ProgramId: z.number().int(),
  ProgramCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Degree: z.string(),
});

export const faculty = z.object({
  FacultyId: z.number().int(),
  FacultyCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Programs: z.array(programSummary),
});
export type Faculty = z.infer<typeof faculty>;

/** GET /api/Student/GetFaculties */
export const getFacultiesResponse = z.array(faculty);
