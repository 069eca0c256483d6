#!/usr/bin/env node
// International allocation (issue 25): one round of a ranked program — 5,000 applicants, 100 partners with
// 1–30 seats each, 1–10 ranked choices per applicant, GPAs 2.00–4.00 in hundredths (so ties are common) —
// ranked (GPA, then the seeded HMAC tie-break) and allocated by student-proposing deferred acceptance, with
// the pure functions of apps/server/src/platform/allocation/allocation.ts (no database). The yardstick in
// the same run: sorting the same 5,000 applicants by GPA alone with Array.prototype.sort.
// The first run is cold (nothing compiled yet); the median is over the warm runs that follow.
//
//   npm run bench:allocation
//   node --conditions=source --import tsx bench/international-allocation/run.mjs --applicants 20000 --runs 5
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { allocateSeats, rankApplicants } from '../../apps/server/src/platform/allocation/allocation.js';

const { values } = parseArgs({
  options: {
    applicants: { type: 'string', default: '5000' },
    partners: { type: 'string', default: '100' },
    runs: { type: 'string', default: '10' },
  },
});
const applicantCount = Number(values.applicants);
const partnerCount = Number(values.partners);
const runs = Math.max(1, Number(values.runs));
const TARGET_MS = 2000;

/** mulberry32: the same program on every run, so figures compare. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function program() {
  const next = random(25);
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const seats = new Map();
  for (let partnerId = 1; partnerId <= partnerCount; partnerId += 1) seats.set(partnerId, between(1, 30));
  const applicants = [];
  for (let id = 1; id <= applicantCount; id += 1) {
    const choices = new Set();
    const wanted = between(1, 10);
    while (choices.size < wanted) choices.add(between(1, partnerCount));
    applicants.push({ id, gpa: between(200, 400) / 100, choices: [...choices] });
  }
  return { seats, applicants };
}

function round({ seats, applicants }, seed) {
  const started = performance.now();
  const choicesOf = new Map(applicants.map((a) => [a.id, a.choices]));
  const ranked = rankApplicants(applicants, seed);
  const rankedAt = performance.now();
  const allocation = allocateSeats(
    ranked.map(({ id, place }) => ({
      id,
      place,
      choices: choicesOf.get(id),
    })),
    seats,
  );
  const done = performance.now();
  return { rankMs: rankedAt - started, allocateMs: done - rankedAt, totalMs: done - started, allocation };
}

function yardstick({ applicants }) {
  const started = performance.now();
  [...applicants].sort((a, b) => b.gpa - a.gpa);
  return performance.now() - started;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const input = program();
const totalSeats = [...input.seats.values()].reduce((sum, room) => sum + room, 0);
const totalChoices = input.applicants.reduce((sum, a) => sum + a.choices.length, 0);
const cold = round(input, 'bench-seed-0');
const coldYardstick = yardstick(input);
const warm = [];
const warmYardstick = [];
for (let run = 1; run <= runs; run += 1) {
  warm.push(round(input, `bench-seed-${run}`));
  warmYardstick.push(yardstick(input));
}
const seated = [...cold.allocation.assignment.values()].filter((partnerId) => partnerId !== null).length;

const row = (label, coldMs, warmMs) =>
  `${label.padEnd(38)} cold ${ms(coldMs).padStart(9)}   warm median ${ms(warmMs).padStart(9)}`;
const lines = [
  `node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`,
  `${applicantCount} applicants, ${partnerCount} partners, ${totalSeats} seats, ${totalChoices} choices; ${seated} seated`,
  row(`yardstick: sort ${applicantCount} by GPA`, coldYardstick, median(warmYardstick)),
  row('rank (GPA, then HMAC tie-break)', cold.rankMs, median(warm.map((r) => r.rankMs))),
  row('allocate (deferred acceptance)', cold.allocateMs, median(warm.map((r) => r.allocateMs))),
  row('one round (rank + allocate)', cold.totalMs, median(warm.map((r) => r.totalMs))),
  `target: one round under ${TARGET_MS} ms — ${cold.totalMs < TARGET_MS ? 'met' : 'NOT met'} (cold run)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = cold.totalMs < TARGET_MS ? 0 : 1;
