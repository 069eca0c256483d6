import type { FastifyInstance } from 'fastify';
import { isUnstorableText } from '../text/storable-text.js';

const PROBLEM = 'contains a character that is not allowed (U+0000 or an unpaired UTF-16 surrogate)';

/** Where in a parsed input the first unstorable string (or object key) is, as a JSON pointer. */
export function firstUnstorablePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path : undefined;
  if (value instanceof URLSearchParams) return firstUnstorablePath(Object.fromEntries(value), path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnstorablePath(item, `${path}/${String(index)}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = `${path}/${key}`;
      if (isUnstorableText(key)) return inner;
      const found = firstUnstorablePath(item, inner);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Shaped like Fastify's schema errors, so the one error handler answers 422 naming the field. */
class UnstorableInputError extends Error {
  readonly statusCode = 422;
  readonly validation: { instancePath: string; message: string }[];
  constructor(
    readonly validationContext: 'body' | 'querystring' | 'params',
    instancePath: string,
  ) {
    super(`${validationContext}${instancePath.replaceAll('/', '.')} ${PROBLEM}`);
    this.validation = [{ instancePath, message: PROBLEM }];
  }
}

/**
 * Every route, with a schema or not (the sign-in form too): text PostgreSQL cannot store is refused before
 * validation, so it never reaches a statement and turns into a 500 there (docs/SECURITY.md, text inputs).
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inputs = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [context, input] of inputs) {
      const path = firstUnstorablePath(input);
      if (path !== undefined) throw new UnstorableInputError(context, path);
    }
  });
}
