import { z } from 'zod';

/** A setting read by a parser that throws in plain words: the error becomes the setting's message. */
export const parsedBy = (parse: (text: string) => unknown) => (value: string, context: z.RefinementCtx) => {
  try {
    parse(value);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `is invalid: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
};

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const url = (protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });
