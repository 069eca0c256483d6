import { z } from 'zod';

export const libraryAccessCode = z.object({
  TermId: z.number().int(),
  TermCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Code: z.string(),
  /** The last day of the term (YYYY-MM-DD): the code opens the library until then. */
  ValidUntil: z.string(),
});
export type LibraryAccessCode = z.infer<typeof libraryAccessCode>;

/** GET /api/Reports/GetLibraryAccessCodes: this term's code, or null when the library has issued none yet. */
export const getLibraryAccessCodesResponse = libraryAccessCode.nullable();

/** POST /api/Reports/GetPreviousLibraryAccessCodes: earlier terms' codes, newest first. */
export const getPreviousLibraryAccessCodesBody = z.object({}).optional();
export const getPreviousLibraryAccessCodesResponse = z.array(libraryAccessCode);
