import { describe, expect, it } from 'vitest';
import { isUnstorableText, storableRecord, storableText } from './storable-text.js';

describe('text PostgreSQL cannot store', () => {
  it('is a NUL or an unpaired surrogate; paired surrogates (emoji) and ordinary text are fine', () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFF', '\uDBFF\uDBFF', 'end\uD83D'])
      expect(isUnstorableText(text)).toBe(true);
    for (const text of ['', 'Ahmed', 'أحمد', '👩‍👩‍👧‍👦', '\uFEFF', '\u202Eevil'])
      expect(isUnstorableText(text)).toBe(false);
  });

  it('is made storable with the replacement character, nested and in keys', () => {
    expect(storableText('a\u0000b\uD800')).toBe('a\uFFFDb\uFFFD');
    expect(storableRecord({ 'k\u0000': ['x\uDFFF', { y: '\u0000' }], n: 1 })).toEqual({
      'k\uFFFD': ['x\uFFFD', { y: '\uFFFD' }],
      n: 1,
    });
  });
});
