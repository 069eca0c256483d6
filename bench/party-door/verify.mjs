// What the door answered and what the database holds afterwards: every ticket admitted exactly once, every
// duplicate refused with who was admitted, when and at which gate (the gate the database recorded).
import { createHash } from 'node:crypto';
import { withClient } from '../lib/database.mjs';
import { percentile } from '../lib/scenario.mjs';

const ALREADY = /^Already admitted: (.+), at (.+), gate (.+)\.$/;

function latency(scans) {
  const sorted = scans.map((scan) => scan.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/** Admissions in the database by code hash: how many rows per ticket and the gate of the row. */
async function admissionsByHash(databaseUrl, eventId) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select t.code_hash, a.gate, count(*) over (partition by a.ticket_id)::int as rows
       from party_admissions a join party_tickets t on t.id = a.ticket_id where a.event_id = $1`,
      [eventId],
    );
    return new Map(rows.map((row) => [row.code_hash, row]));
  });
}

export async function doorFigures({ databaseUrl, eventId, tickets, scans }) {
  const stored = await admissionsByHash(databaseUrl, eventId);
  const byTicket = new Map(tickets.map((_, index) => [index, []]));
  for (const scan of scans) byTicket.get(scan.ticket).push(scan);
  const figures = {
    requests: scans.length,
    admitted: scans.filter((scan) => scan.envelope.Status === '200').length,
    refusedDuplicates: 0,
    serverErrors: scans.filter((scan) => scan.http >= 500).length,
    otherAnswers: 0,
    admissionRows: stored.size,
    doubleAdmissions: 0,
    notAdmitted: 0,
    gateDisagrees: 0,
    badRefusals: 0,
    pairs: 0,
    pairsOneWinner: 0,
    rescansAtAnotherGate: 0,
    latency: latency(scans),
  };
  for (const [index, ticketScans] of byTicket) {
    const won = ticketScans.filter((scan) => scan.envelope.Status === '200');
    const row = stored.get(createHash('sha256').update(tickets[index].code, 'utf8').digest('hex'));
    if (won.length > 1 || (row && row.rows > 1)) figures.doubleAdmissions += 1;
    if (won.length === 0 || !row) {
      figures.notAdmitted += 1;
      continue;
    }
    if (won[0].envelope.ReturnObject?.Gate !== row.gate) figures.gateDisagrees += 1;
    for (const scan of ticketScans) {
      if (scan === won[0]) continue;
      const said = scan.envelope.Status === '409' ? ALREADY.exec(scan.envelope.Message ?? '') : null;
      if (!said) {
        figures.otherAnswers += 1;
        continue;
      }
      figures.refusedDuplicates += 1;
      if (said[1] !== tickets[index].holderName || said[3] !== row.gate || !said[2]) figures.badRefusals += 1;
      if (scan.kind === 'rescan' && scan.gate !== row.gate) figures.rescansAtAnotherGate += 1;
    }
    if (ticketScans[0].kind === 'pair') {
      figures.pairs += 1;
      if (won.length === 1 && ticketScans.filter((s) => s.kind === 'pair').length === 2)
        figures.pairsOneWinner += 1;
    }
  }
  // Rows beyond this run's tickets would be admissions nobody scanned.
  figures.strayRows = [...stored.keys()].length - (tickets.length - figures.notAdmitted);
  return figures;
}

/** The figures, and 0 when every check held (1 otherwise). */
export function printFigures(figures, { tickets, duplicates, simultaneous, seconds, bare }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`
Door check-in: ${String(tickets)} tickets, ${String(duplicates)} duplicates (${String(simultaneous)} first scanned at two gates at once)
  all scanned in           ${seconds.toFixed(1)} s (target: under 300 s)
  requests                 ${String(figures.requests)}
  admitted                 ${String(figures.admitted)}
  refused duplicates       ${String(figures.refusedDuplicates)} (rescans at another gate: ${String(figures.rescansAtAnotherGate)})
  simultaneous pairs       ${String(figures.pairsOneWinner)} of ${String(figures.pairs)} with exactly one admitted
  admission rows           ${String(figures.admissionRows)} (stray: ${String(figures.strayRows)})
  double admissions        ${String(figures.doubleAdmissions)}
  not admitted             ${String(figures.notAdmitted)}
  refusals not naming holder/time/gate ${String(figures.badRefusals)}, gate answered ≠ gate stored ${String(figures.gateDisagrees)}
  other answers            ${String(figures.otherAnswers)}
  5xx                      ${String(figures.serverErrors)}
  CheckIn latency          p50 ${ms(figures.latency.p50)}, p99 ${ms(figures.latency.p99)}, max ${ms(figures.latency.max)}
  bare route (yardstick)   ${bare ? `p50 ${String(bare.p50)} ms, p99 ${String(bare.p99)} ms, max ${String(bare.max)} ms, ${bare.requestsPerSecond.toFixed(0)} req/s` : 'not measured'}`);
  const held =
    seconds < 300 &&
    figures.admitted === tickets &&
    figures.admissionRows === tickets &&
    figures.strayRows === 0 &&
    figures.refusedDuplicates === duplicates &&
    figures.pairsOneWinner === simultaneous &&
    figures.doubleAdmissions === 0 &&
    figures.notAdmitted === 0 &&
    figures.badRefusals === 0 &&
    figures.gateDisagrees === 0 &&
    figures.otherAnswers === 0 &&
    figures.serverErrors === 0;
  console.log(held ? '\nEvery check held.' : '\nA CHECK FAILED (see above).');
  return held ? 0 : 1;
}
