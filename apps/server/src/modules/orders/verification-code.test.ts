import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, newVerificationCode, normalisedCode } from './verification-code.js';

describe('verification codes', () => {
  it('are three groups of four symbols people do not misread', () => {
    const codes = Array.from({ length: 200 }, () => newVerificationCode());
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(code).toMatch(new RegExp(`^([${CODE_ALPHABET}]{4}-){2}[${CODE_ALPHABET}]{4}$`));
    }
    expect(CODE_ALPHABET).not.toMatch(/[01ILOS5]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads a code typed in lower case, with spaces or without dashes', () => {
    expect(normalisedCode(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(normalisedCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('never looks up a code that cannot be one', () => {
    expect(normalisedCode('ABCD-EFGH-JKL0')).toBeNull();
    expect(normalisedCode('ABCD-EFGH')).toBeNull();
    expect(normalisedCode("ABCD-EFGH-JKM'")).toBeNull();
  });
});
