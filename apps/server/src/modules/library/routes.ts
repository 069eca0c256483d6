import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { currentLibraryCode, previousLibraryCodes } from './service.js';

/** Spec §7's library calls, "Reports" like the other term documents. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { box, usesStoredKey } = await openSecretBox(db, app.config.secretKeys);
  if (usesStoredKey && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'SECRETS_KEYS is not set: library codes are sealed with a key kept in the database (docs/OPERATIONS.md)',
    );
  }

  registerCall(app, calls.library.getLibraryAccessCodes, { access: STUDENT }, async (request) =>
    ok(await currentLibraryCode(db, box, studentOf(request).studentId)),
  );

  registerCall(app, calls.library.getPreviousLibraryAccessCodes, { access: STUDENT }, async (request) =>
    ok(await previousLibraryCodes(db, box, studentOf(request).studentId)),
  );
};
