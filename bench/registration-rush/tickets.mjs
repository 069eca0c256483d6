// The registration window of the run: the current term's advising window open now, and every active
// student's time ticket drawn by the registrar's own call to open at the same minute.
import { withClient } from '../lib/database.mjs';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Portal@2026';

/** The bench database may be days old: its advising window is opened around now. */
export async function openAdvisingWindow(databaseUrl) {
  await withClient(databaseUrl, (client) =>
    client.query(
      `update term_windows set opens_at = now() - interval '1 hour', closes_at = now() + interval '7 days'
        where kind = 'advising' and term_id = (select id from terms where is_current)`,
    ),
  );
}

async function call(origin, method, path, token, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.Status !== '200') throw new Error(`${path}: ${envelope.Status} ${envelope.Message ?? ''}`);
  return envelope.ReturnObject;
}

export async function registrarToken(origin) {
  const session = await call(origin, 'POST', '/api/account/AdminLogin', undefined, {
    userName: 'registrar@ndu.edu.eg',
    Pass: DEMO_PASSWORD,
  });
  return session.access_token;
}

/** GenerateTickets as the registrar: one block for every active student, opening now. Answers when. */
export async function drawOneBlock(origin) {
  const token = await registrarToken(origin);
  const windows = await call(origin, 'GET', '/api/Registration/GetTicketWindows', token);
  const advising = windows.Windows.find((window) => window.Kind === 'advising');
  if (!advising) throw new Error('The current term has no advising window');
  const drawn = await call(origin, 'POST', '/api/Registration/GenerateTickets', token, {
    WindowId: advising.WindowId,
    Method: 'earned_credits',
    Seed: 20261123,
    FirstBlockAt: new Date().toISOString(),
    Spacing: { Kind: 'block_size', StudentsPerBlock: 100000, MinutesBetweenBlocks: 0 },
  });
  return drawn.Blocks[0]?.OpensAt;
}
