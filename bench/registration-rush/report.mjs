// The figures of a rush, as Markdown tables for docs/BENCHMARKS.md.
const ms = (value) => (value === undefined ? '—' : value.toFixed(1));

function scenarioRow(name, figures) {
  if (!figures) return undefined;
  return `| ${name} | ${String(figures.students)} | ${String(figures.finished)} | ${String(figures.neverThrough)} | ${String(figures.admittedRequests)} | ${figures.admittedPerSecond.toFixed(0)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${String(figures.studentsQueued)} | ${figures.longestQueueWait.toFixed(1)} | ${String(figures.serverErrors)} | ${String(figures.networkErrors)} | ${String(figures.refusals)} | ${figures.seconds.toFixed(0)} |`;
}

export function printReport(results) {
  console.log(
    '\n| run | students | through | never through | admitted requests | requests/s | p50 ms | p95 ms | p99 ms | students queued | longest wait s | 5xx | network errors | refusals | seconds |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, figures] of [
    ['portal, one instance', results.one],
    ['bare Fastify route', results.bare],
    ['portal, two instances + nginx', results.two],
  ]) {
    const row = scenarioRow(name, figures);
    if (row) console.log(row);
  }
  if (results.one && results.bare) {
    console.log(
      `\nportal ÷ bare, admitted requests/s: ${(results.one.admittedPerSecond / results.bare.admittedPerSecond).toFixed(2)}`,
    );
  }
  if (results.one && results.two) {
    console.log(
      `two instances ÷ one, admitted requests/s: ${(results.two.admittedPerSecond / results.one.admittedPerSecond).toFixed(2)}`,
    );
  }
  for (const [name, figures] of [
    ['one instance', results.one],
    ['two instances', results.two],
  ]) {
    if (!figures) continue;
    console.log(`\n${name}, per call:`);
    console.log('| call | requests | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
    for (const step of figures.steps) {
      console.log(
        `| ${step.name} | ${String(step.requests)} | ${ms(step.p50)} | ${ms(step.p95)} | ${ms(step.p99)} |`,
      );
    }
    console.log(
      `seats added ${String(figures.seats.seatsAdded)} (${(figures.seats.seatsAdded / figures.seconds).toFixed(1)} committed seat-adds/s over the run), over-enrolled sections ${String(figures.seats.overEnrolled)}, ` +
        `seat counts off ${String(figures.seats.mismatched)}; queued answers ${String(figures.queuedAnswers)}, admission polls ${String(figures.admissionPolls)}`,
    );
    for (const [reason, count] of figures.refusalReasons.slice(0, 6)) {
      console.log(`  refused ${String(count)}×: ${reason}`);
    }
  }
  if (results.one?.door) {
    const door = results.one.door;
    console.log(
      `the door (one instance, every 2 s): ${String(door.samplesWithLine)} of ${String(door.samples)} samples with a line, ` +
        `closed by load in ${String(door.closedByLoad)}; event-loop delay p50 ${ms(door.delayP50)} / max ${ms(door.delayMax)} ms, ` +
        `connection wait p50 ${ms(door.waitP50)} / max ${ms(door.waitMax)} ms; peak ${String(door.peakPerMinute)} admissions a minute`,
    );
  }
  if (results.two?.lines) {
    const lines = results.two.lines;
    console.log(
      `one line across instances: ${String(lines.samples)} samples, longest line ${String(lines.longestLine)}, ` +
        `largest difference between the instances' reports ${String(lines.largestDifference)}`,
    );
  }
  if (results.pgbench) {
    const figures = results.pgbench;
    console.log(
      '\n| pgbench add-a-seat | transactions | tps | latency avg ms | seats added | over-enrolled | seat counts off |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| add-seat.sql | ${String(figures.transactions)} | ${figures.tps.toFixed(0)} | ${figures.latencyAverage.toFixed(2)} | ${String(figures.seats.seatsAdded)} | ${String(figures.seats.overEnrolled)} | ${String(figures.seats.mismatched)} |`,
    );
  }
}
