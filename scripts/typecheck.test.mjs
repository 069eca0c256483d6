import { describe, expect, it } from 'vitest';
import { runAll } from './typecheck.mjs';

const node = process.execPath;
/** A command that records when it ran in its output, then ends with `status`. */
const step = (name, status = 0, ms = 150) => [
  node,
  '-e',
  `const start = Date.now(); setTimeout(() => { console.log('${name}', start, Date.now()); process.exit(${status}); }, ${ms});`,
];

function spans(lines) {
  return lines.map((text) => {
    const [, , start, end] = text.trim().split(/\s+/).slice(-4);
    return { start: Number(start), end: Number(end) };
  });
}

describe('typecheck runner', () => {
  it('runs every command, never more than the limit at once, and counts none failed', async () => {
    const printed = [];
    const failed = await runAll([step('a'), step('b'), step('c'), step('d')], 2, (text) =>
      printed.push(text),
    );
    expect(failed).toBe(0);
    expect(printed).toHaveLength(4);
    expect(printed.every((text) => text.startsWith('ok: '))).toBe(true);
    const times = spans(printed);
    const busiest = Math.max(
      ...times.map(({ start }) => times.filter((other) => other.start <= start && other.end > start).length),
    );
    expect(busiest).toBeLessThanOrEqual(2);
  });

  it('counts a failed command, prints its output, and still runs the rest', async () => {
    const printed = [];
    const failed = await runAll([step('good'), step('bad', 2), step('after')], 1, (text) =>
      printed.push(text),
    );
    expect(failed).toBe(1);
    expect(printed[1]).toMatch(/^FAILED: .*\nbad /);
    expect(printed[2]).toMatch(/^ok: .*\nafter /);
  });
});
