/**
 * A small seeded generator (sfc32 seeded through splitmix32), so the same seed gives the same university
 * on every machine and Node version; Math.random cannot be seeded.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index into `weights`, chosen in proportion to them. */
  weightedIndex(weights: readonly number[]): number;
  /**
   * An approximately standard-normal draw: the sum of twelve uniforms less six. Plain arithmetic, unlike
   * Box–Muller's log and cos, whose last bits may differ between JavaScript engines.
   */
  normal(): number;
  /** Shuffles in place and returns the same array. */
  shuffle<T>(items: T[]): T[];
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Mixes a label into a seed, so each part of the university draws from its own independent stream. */
export function deriveSeed(seed: number, ...labels: (string | number)[]): number {
  let h = seed >>> 0;
  for (const label of labels) {
    const text = String(label);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h = splitmix32(h)();
  }
  return h;
}

export function createRandom(seed: number, ...labels: (string | number)[]): Random {
  const init = splitmix32(deriveSeed(seed, ...labels));
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // The first outputs of sfc32 are weakly mixed; the reference implementation discards them too.
  for (let i = 0; i < 12; i++) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weightedIndex(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i++) {
        target -= weights[i] ?? 0;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
    normal() {
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += next();
      return sum - 6;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const held = items[i];
        const other = items[j];
        if (held === undefined || other === undefined) continue;
        items[i] = other;
        items[j] = held;
      }
      return items;
    },
  };
  return random;
}
