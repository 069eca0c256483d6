import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  getLibraryAccessCodesResponse,
  getPreviousLibraryAccessCodesBody,
  getPreviousLibraryAccessCodesResponse,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { currentLibraryCode, previousLibraryCodes } from './service.js';

const bearer = [{ bearer: [] }];

/** Spec §7's library calls, "Reports" like the other term documents. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { box, usesStoredKey } = await openSecretBox(db, app.config.secretKeys);
  if (usesStoredKey && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'SECRETS_KEYS is not set: library codes are sealed with a key kept in the database (docs/OPERATIONS.md)',
    );
  }

  app.get(
    '/api/Reports/GetLibraryAccessCodes',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Library'],
        summary: "The student's library access code for this term (null until the library issues one)",
        security: bearer,
        response: { 200: envelope(getLibraryAccessCodesResponse) },
      },
    },
    async (request) => ok(await currentLibraryCode(db, box, studentOf(request).studentId)),
  );

  app.post(
    '/api/Reports/GetPreviousLibraryAccessCodes',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Library'],
        summary: "The student's library access codes of earlier terms, newest first",
        security: bearer,
        body: getPreviousLibraryAccessCodesBody,
        response: { 200: envelope(getPreviousLibraryAccessCodesResponse) },
      },
    },
    async (request) => ok(await previousLibraryCodes(db, box, studentOf(request).studentId)),
  );
};
