// The gates: each a client signed in as the demo usher with its own gate name, scanning one ticket after
// another as an usher does. The plan is every code once in random order, plus duplicates: some first scanned
// at two gates at the same moment (both requests sent together), the rest scanned again later.
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';

const USHER = 'usher@ndu.edu.eg';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Portal@2026';

/** `count` gates, each signed in separately (its own token, as each usher's phone would be). */
export async function openGates(origin, count) {
  const gates = [];
  for (let n = 1; n <= count; n += 1) {
    const login = await (
      await fetch(`${origin}/api/account/AdminLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: USHER, Pass: DEMO_PASSWORD }),
      })
    ).json();
    const token = login.ReturnObject?.access_token;
    if (!token) throw new Error(`usher sign-in failed: ${String(login.Message)}`);
    // Two connections: a gate's own scan and its half of a simultaneous pair never queue behind each other.
    const pool = new Pool(origin, { connections: 2, keepAliveTimeout: 10_000 });
    gates.push({ name: `Gate ${String(n)}`, authorization: `Bearer ${token}`, pool });
  }
  return gates;
}

/**
 * The scan jobs in order: every ticket's first scan (a `pair` for the first `simultaneous` duplicates), and
 * each other duplicate's `rescan` at a random later place.
 */
export function planScans(tickets, duplicates, simultaneous, random) {
  const order = tickets.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const twice = new Set(
    order.filter(() => random() < 2 * (duplicates / tickets.length)).slice(0, duplicates),
  );
  if (twice.size < duplicates) throw new Error('too few duplicates drawn: use another seed');
  const paired = new Set([...twice].slice(0, simultaneous));
  const jobs = order.map((ticket) => ({ ticket, kind: paired.has(ticket) ? 'pair' : 'first' }));
  for (const ticket of twice) {
    if (paired.has(ticket)) continue;
    const after = jobs.findIndex((job) => job.ticket === ticket) + 1;
    jobs.splice(after + Math.floor(random() * (jobs.length - after + 1)), 0, { ticket, kind: 'rescan' });
  }
  return jobs;
}

async function checkIn(gate, eventId, code) {
  const started = performance.now();
  const response = await gate.pool.request({
    method: 'POST',
    path: '/api/Door/CheckIn',
    headers: {
      authorization: gate.authorization,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    body: JSON.stringify({
      EventId: eventId,
      Code: code,
      Gate: gate.name,
      ScanId: randomUUID(),
      ScannedAt: new Date().toISOString(),
    }),
  });
  const text = await response.body.text();
  const ms = performance.now() - started;
  let envelope = {};
  try {
    envelope = JSON.parse(text);
  } catch {
    // a 5xx page or a cut answer: counted by its HTTP status
  }
  return { gate: gate.name, http: response.statusCode, envelope, ms };
}

/**
 * Runs the plan at the gates, each taking the next job when its scan is answered. A rescan waits until the
 * ticket's first scan was answered (a guest coming back, not a race). Answers every scan with its job.
 */
export async function scanAll({ gates, eventId, tickets, jobs, random }) {
  const firstScans = new Map();
  const scans = [];
  let next = 0;
  const lane = async (gate) => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      const { code } = tickets[job.ticket];
      if (job.kind === 'rescan') {
        await firstScans.get(job.ticket);
        scans.push({ ...job, ...(await checkIn(gate, eventId, code)) });
        continue;
      }
      const others = gates.filter((other) => other !== gate);
      const atOnce = job.kind === 'pair' ? [gate, others[Math.floor(random() * others.length)]] : [gate];
      const answered = Promise.all(atOnce.map((at) => checkIn(at, eventId, code)));
      firstScans.set(job.ticket, answered);
      for (const answer of await answered) scans.push({ ...job, ...answer });
    }
  };
  const started = performance.now();
  await Promise.all(gates.map(lane));
  return { scans, seconds: (performance.now() - started) / 1000 };
}
