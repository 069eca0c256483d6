// Portal tokens for many students at once, signed with the server's own keys (the rows in signing_keys),
// exactly as NewLogin would issue them, without a sign-in round trip per student.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverDist } from './server.mjs';

const load = (path) => import(pathToFileURL(join(serverDist, path)).href);

/**
 * `{ studentId, email, authorization }` for each student, for a server whose public URL is `origin`
 * (the tokens' issuer). Runs after the server has started, so its signing key exists.
 */
export async function studentTokens(databaseUrl, origin, students) {
  const [{ openPostgres }, { TokenKeys }, { issuePortalToken }, { tokenSettings }, { loadConfig }] =
    await Promise.all([
      load('platform/db/client.js'),
      load('platform/auth/token-keys.js'),
      load('platform/auth/portal-tokens.js'),
      load('platform/auth/portal-auth.js'),
      load('config.js'),
    ]);
  const handle = await openPostgres(databaseUrl, 2);
  try {
    const settings = tokenSettings(loadConfig({ PUBLIC_URL: origin, PORTAL_TOKEN_MINUTES: '240' }));
    const keys = new TokenKeys(handle.db);
    const tokens = [];
    for (const student of students) {
      const issued = await issuePortalToken(keys, settings, {
        kind: 'student',
        studentId: student.id,
        email: student.email,
      });
      tokens.push({ ...student, authorization: `Bearer ${issued.token}` });
    }
    return tokens;
  } finally {
    await handle.close();
  }
}

/**
 * The students of `tokens` not held by a must-accept announcement (spec §8 answers their other calls with
 * HTTP 400 until they accept), asked through the portal's own CheckAnnocmentIsAccepted.
 */
export async function pastAnnouncementGate(origin, tokens) {
  const kept = [];
  for (const student of tokens) {
    const response = await fetch(`${origin}/api/Portal/CheckAnnocmentIsAccepted`, {
      headers: { authorization: student.authorization },
    });
    const body = await response.json();
    if (response.ok && Number(body.ReturnObject) !== 0) kept.push(student);
  }
  return kept;
}
