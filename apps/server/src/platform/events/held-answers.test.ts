import { describe, expect, it } from 'vitest';
import type { EventBus } from './event-bus.js';
import { HeldAnswers } from './held-answers.js';

/** A bus whose subscription can be taken down and brought back, as Redis's can. */
function steerableBus() {
  const gaps = new Set<() => void>();
  let hearing = true;
  const bus: EventBus = {
    publish: () => Promise.resolve(),
    subscribe: () => () => undefined,
    hearing: () => hearing,
    onGap(listener) {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    close: () => Promise.resolve(),
  };
  return {
    bus,
    down() {
      hearing = false;
    },
    back() {
      hearing = true;
      for (const listener of gaps) listener();
    },
  };
}

function held(options: { holdMs?: number; capacity?: number } = {}) {
  let now = 1_000_000;
  const steer = steerableBus();
  const answers = new HeldAnswers<string, string>(steer.bus, {
    holdMs: options.holdMs ?? 60_000,
    capacity: options.capacity ?? 10,
    clock: () => now,
  });
  return { answers, steer, pass: (ms: number) => (now += ms), now: () => now };
}

describe('answers held on the promise of an event', () => {
  it('serves an answer until its own end or holdMs, whichever comes first', () => {
    const { answers, pass, now } = held({ holdMs: 60_000 });
    answers.hold('token-a', 'student 1', answers.asking(), now() + 10_000);
    answers.hold('token-b', 'student 2', answers.asking());
    pass(9_999);
    expect(answers.get('token-a')).toBe('student 1');
    pass(1);
    expect(answers.get('token-a')).toBeUndefined();
    pass(50_000);
    expect(answers.get('token-b')).toBeUndefined();
  });

  it('holds nothing with holdMs 0 (HELD_ANSWER_SECONDS=0 asks every time)', () => {
    const { answers } = held({ holdMs: 0 });
    answers.hold('token-a', 'student 1', answers.asking());
    expect(answers.get('token-a')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('refuses an answer asked before something was forgotten (it may predate the change)', () => {
    const { answers } = held();
    const asked = answers.asking();
    answers.forgetWhere((answer) => answer === 'student 1');
    answers.hold('token-a', 'student 1', asked);
    expect(answers.get('token-a')).toBeUndefined();
    answers.hold('token-a', 'student 1', answers.asking());
    expect(answers.get('token-a')).toBe('student 1');
  });

  it('serves and holds nothing while the bus is not hearing, and drops everything when it comes back', () => {
    const { answers, steer } = held();
    answers.hold('token-a', 'student 1', answers.asking());
    steer.down();
    expect(answers.get('token-a')).toBeUndefined();
    answers.hold('token-b', 'student 2', answers.asking());
    expect(answers.size).toBe(0);

    steer.back();
    answers.hold('token-c', 'student 3', answers.asking());
    steer.down();
    steer.back();
    expect(answers.get('token-c')).toBeUndefined();
  });

  it('forgets those an event names, or all', () => {
    const { answers } = held();
    for (const key of ['a', 'b', 'c']) answers.hold(key, `student ${key}`, answers.asking());
    answers.forgetWhere((answer) => answer === 'student a');
    answers.forgetWhere((answer) => answer === 'student b');
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual([
      undefined,
      undefined,
      'student c',
    ]);
    answers.forgetAll();
    expect(answers.size).toBe(0);
  });

  it('keeps at most `capacity` answers, the oldest going first', () => {
    const { answers } = held({ capacity: 3 });
    for (const key of ['a', 'b', 'c', 'd']) answers.hold(key, key, answers.asking());
    expect(answers.size).toBe(3);
    expect(answers.get('a')).toBeUndefined();
    expect(answers.get('d')).toBe('d');
  });
});
