import { z } from 'zod';

/** "200" means the call did what was asked; any other value is a refusal explained by `Message`. */
export const OK_STATUS = '200';

/**
 * Every JSON response of the portal has this shape (DESIGN.md §4). The legacy mobile client reads
 * `Status` as a string, so it stays one.
 */
export function envelope<T extends z.ZodType>(returnObject: T) {
  return z.object({
    Status: z.string(),
    ReturnObject: returnObject,
    Message: z.string().optional(),
  });
}

/** One field that did not match its schema, named by its path ("body.Phone", "query.page"). */
export const fieldProblem = z.object({
  Field: z.string(),
  Problem: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblem>;

/** The envelope of an HTTP error (401, 403, 404, 422, 429, 5xx): never a stack trace. */
export const errorEnvelope = z.object({
  Status: z.string(),
  ReturnObject: z.null(),
  Message: z.string(),
  Errors: z.array(fieldProblem).optional(),
  RequestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { Status: string; ReturnObject: T; Message?: string };
