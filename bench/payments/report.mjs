// The run's table (as docs/BENCHMARKS.md shows it) and the invariants that decide its exit code.
import { percentile } from '../lib/scenario.mjs';

const whole = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n < 10 ? n.toFixed(1) : whole(n));
const pounds = (piastres) => (piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

function spread(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
}

/** Every invariant of the issue, each true when it held; the run fails if any is false. */
export function invariants({ students, tally, before, after, storm, unexpectedExits, buildChanged }) {
  return [
    ['the build did not change during the run (every restart ran the same code)', !buildChanged],
    ['every student got an invoice and a checkout', tally.through === students],
    ['one invoice per student', after.invoices === students],
    [
      'every invoice of the run paid (before the replay storm)',
      before.open === 0 && before.paid === before.invoices,
    ],
    ['0 lost payments: every settled card payment applied', before.lost === 0],
    ['0 double credits', after.doubleCredits === 0],
    ['one payment per invoice', after.payments === after.invoices && after.paymentsWithoutInvoice === 0],
    ['sum of payments = sum of invoices', after.paidPiastres === after.invoicedPiastres],
    ['the replay storm applied nothing', after.payments === before.payments],
    ['every forged callback answered 403', tally.forgedAnswered === tally.forged403],
    ['no forged transaction recorded', after.forgedRecorded === 0],
    ['no genuine callback not applied', tally.outcomes['not-applied'] === 0],
    ['0 HTTP 5xx', tally.serverErrors === 0],
    ['replay storm: every answer 2xx', storm.non2xx === 0 && storm.errors === 0],
    ['the portal never died unasked', unexpectedExits.length === 0],
  ];
}

export function printReport(run) {
  const { students, tally, seconds, kills, heal, before, after, storm, bare, inFlight } = run;
  const { outcomes } = tally;
  const rows = [
    ['students paying (each owing for the current term)', whole(students)],
    ['arrivals over / requests in flight at most', `${whole(seconds.arrivals)} s / ${String(inFlight)}`],
    ['callbacks sent (forged and retries after a kill included)', whole(tally.callbacksSent)],
    ['callbacks answered', whole(tally.callbacksAnswered)],
    [
      '**callbacks handled per second** (answered / run seconds)',
      `**${(tally.callbacksAnswered / seconds.run).toFixed(1)}**`,
    ],
    ['callback latency p50 / p99 ms', spread(tally.latencies.PaymobCallback)],
    ['GetPaymentRequest p50 / p99 ms', spread(tally.latencies.GetPaymentRequest)],
    ['InsertStudentInvoiceTransaction p50 / p99 ms', spread(tally.latencies.InsertStudentInvoiceTransaction)],
    [
      'callback outcomes: applied / duplicate / recorded / not-applied',
      `${whole(outcomes.applied)} / ${whole(outcomes.duplicate)} / ${whole(outcomes.recorded)} / ${whole(outcomes['not-applied'])}`,
    ],
    [
      'forged callbacks sent / answered / answered 403',
      `${whole(tally.forgedSent)} / ${whole(tally.forgedAnswered)} / ${whole(tally.forged403)}`,
    ],
    [
      'kills (SIGKILL) / seconds down each',
      `${String(kills.length)} / ${kills.map((k) => k.downSeconds.toFixed(1)).join(', ')}`,
    ],
    ['requests refused or cut while down (not 5xx)', whole(tally.refusedWhileDown)],
    ['connection errors while up', whole(tally.networkWhileUp)],
    ['callbacks dropped on a connection error (not retried)', whole(tally.callbacksDropped)],
    ['**applied by reconciliation** (the inquiry)', `**${whole(before.healedByReconciliation)}**`],
    [
      'open invoices at the last arrival / healed after',
      `${whole(heal.openAtEnd)} / ${whole(heal.seconds)} s`,
    ],
    ['invoices paid / invoices', `${whole(before.paid)} / ${whole(before.invoices)}`],
    ['**double credits**', `**${whole(after.doubleCredits)}**`],
    ['**lost payments**', `**${whole(before.lost)}**`],
    [
      'payments / sum paid = sum invoiced (EGP)',
      `${whole(after.payments)} / ${pounds(after.paidPiastres)} = ${pounds(after.invoicedPiastres)}`,
    ],
    ['**HTTP 5xx**', `**${whole(tally.serverErrors)}**`],
    [
      `replay storm: every settled success again, ${String(storm.connections)} connections, ${String(storm.seconds)} s: requests/s, p50 / p99 ms`,
      `${whole(storm.requestsPerSecond)}, ${ms(storm.p50)} / ${ms(storm.p99)}`,
    ],
    [
      `bare Fastify route, same generator and connections: requests/s, p50 / p99 ms`,
      `${whole(bare.requestsPerSecond)}, ${ms(bare.p50)} / ${ms(bare.p99)}`,
    ],
    ['replay storm × bare', (storm.requestsPerSecond / bare.requestsPerSecond).toFixed(3)],
  ];
  console.log('\n| figure | value |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  console.log(
    '\nprovider events by source and outcome:',
    after.events.map((e) => `${e.source}/${e.outcome} ${String(e.n)}`).join(', '),
  );
  if (tally.failures.size > 0) console.log('students who did not get through:', [...tally.failures]);

  const checks = invariants(run);
  console.log('');
  for (const [name, held] of checks) console.log(`${held ? 'PASS' : 'FAIL'}  ${name}`);
  for (const exit of run.unexpectedExits) console.log('unexpected exit:', exit);
  return checks.filter(([, held]) => !held).length;
}
