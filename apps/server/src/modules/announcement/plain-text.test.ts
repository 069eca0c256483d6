import { describe, expect, it } from 'vitest';
import { plainParagraphs } from './plain-text.js';

describe('plainParagraphs', () => {
  it('removes markup and scripts but keeps the words and the paragraphs', () => {
    expect(
      plainParagraphs('<p>Dear students,</p><p>Fees are due <b>Sunday</b>.</p><script>alert(1)</script>'),
    ).toBe('Dear students,\n\nFees are due Sunday.\nalert(1)');
    expect(plainParagraphs('<img src=x onerror=alert(1)>Hello')).toBe('Hello');
    expect(plainParagraphs('Unclosed <a href="javascript:x"')).toBe('Unclosed');
  });

  it('unifies line ends, trims blank runs and control characters', () => {
    expect(plainParagraphs('One\r\n\r\n\r\n\r\nTwo  \rThree\u0007')).toBe('One\n\nTwo\nThree');
  });

  it('leaves Arabic text and ordinary symbols alone', () => {
    expect(plainParagraphs('الرسوم 5 > 3 و 2 < 4')).toBe('الرسوم 5 > 3 و 2 < 4');
  });
});
