import { describe, expect, it } from 'vitest';
import { WINDOW_KINDS } from '../modules/academic/schema.js';
import { universityToday } from './days.js';
import { buildTermWindows, buildTerms, termRow } from './terms.js';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('the demo calendar', () => {
  it.each([
    ['2025-11-22', '2025-FALL'],
    ['2026-01-15', '2025-FALL'],
    ['2026-03-01', '2026-SPRING'],
    ['2026-07-20', '2026-SUMMER'],
  ])('on %s the current term is %s', (today, code) => {
    const terms = buildTerms(day(today)).map(termRow);
    expect(terms.filter((term) => term.isCurrent).map((term) => term.code)).toEqual([code]);
    expect(terms.at(-1)?.code).toBe(code);
    expect(terms.length).toBeGreaterThanOrEqual(7);
  });

  it('starts terms on a Saturday and keeps them in order without overlap', () => {
    const terms = buildTerms(day('2026-03-01')).map(termRow);
    for (const term of terms) expect(new Date(`${term.startsOn}T00:00:00Z`).getUTCDay()).toBe(6);
    for (let i = 1; i < terms.length; i++) {
      expect(String(terms[i]?.startsOn) > String(terms[i - 1]?.endsOn)).toBe(true);
    }
  });

  it('opens some of the current windows, closes others and leaves some to come; past ones are all closed', () => {
    const today = day('2025-11-22');
    const terms = buildTerms(today);
    const windows = buildTermWindows(terms, today);
    const currentId = terms.at(-1)?.id;
    const current = windows.filter((window) => window.termId === currentId);
    expect(current.map((window) => window.kind).sort()).toEqual([...WINDOW_KINDS].sort());
    const now = today.getTime() + 12 * 3_600_000;
    const state = (w: { opensAt: Date; closesAt: Date }) =>
      w.closesAt.getTime() < now ? 'past' : w.opensAt.getTime() > now ? 'future' : 'open';
    expect(new Set(current.map(state))).toEqual(new Set(['past', 'open', 'future']));
    const open = current.filter((w) => state(w) === 'open').map((w) => w.kind);
    expect(open).toEqual(expect.arrayContaining(['advising', 'add_drop']));
    // Still to come: an open window would send every registered student to the evaluation gate.
    expect(open).not.toContain('evaluation');
    const past = windows.filter((window) => window.termId !== currentId);
    expect(past.every((window) => state(window) === 'past' && window.opensAt < window.closesAt)).toBe(true);
  });

  it('reads today in the university’s time zone', () => {
    // 22:30 UTC on 21 November is already 00:30 on the 22nd in Cairo.
    expect(universityToday('Africa/Cairo', new Date('2025-11-21T22:30:00Z')).toISOString()).toBe(
      '2025-11-22T00:00:00.000Z',
    );
    expect(universityToday('UTC', new Date('2025-11-21T22:30:00Z')).toISOString()).toBe(
      '2025-11-21T00:00:00.000Z',
    );
  });
});
