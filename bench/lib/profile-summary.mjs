#!/usr/bin/env node
// Where a V8 CPU profile's time went (issue 22), as text for docs/BENCHMARKS.md: the share of samples
// per package (self time), the functions with the most self time, and the inclusive share of functions
// named on the command line. The profile itself stays out of the repo.
//
//   node bench/lib/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [--top 30] [--inclusive verifyPortalToken,...]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, inclusive: { type: 'string', default: '' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;
const percent = (count) => `${((100 * count) / total).toFixed(1)} %`;

function packageOf(url) {
  if (!url) return '(native/idle)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/apps/server/')) return 'portal server';
  if (url.includes('/packages/contract/')) return 'portal contract';
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, count] of selfSamples) {
  const { callFrame } = nodes.get(id);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
}
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);

console.log(`${total} samples\n\nself time by package:`);
for (const [pkg, count] of sorted(byPackage).slice(0, 20))
  console.log(`  ${percent(count).padStart(7)}  ${pkg}`);
console.log('\nself time by function:');
for (const [name, count] of sorted(byFunction).slice(0, Number(values.top))) {
  console.log(`  ${percent(count).padStart(7)}  ${name}`);
}

// Inclusive: a sample counts once for a name if any frame on its stack has that name.
const names = values.inclusive.split(',').filter(Boolean);
if (names.length > 0) {
  console.log('\ninclusive time (a sample counts if the function is anywhere on its stack):');
  for (const name of names) {
    let count = 0;
    for (const [id, samples] of selfSamples) {
      for (let at = id; at !== undefined; at = parent.get(at)) {
        if (nodes.get(at).callFrame.functionName === name) {
          count += samples;
          break;
        }
      }
    }
    console.log(`  ${percent(count).padStart(7)}  ${name}`);
  }
}
