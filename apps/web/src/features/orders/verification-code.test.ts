import { describe, expect, it } from 'vitest';
import { verificationCode } from './verification-code';

describe('verification codes as typed', () => {
  it('tidies case, spaces and missing dashes, and refuses other shapes', () => {
    expect(verificationCode(' abcd-efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(verificationCode('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(verificationCode('ABCD-EFGH')).toBeUndefined();
    expect(verificationCode('ABCD-EFGH-JK!N')).toBeUndefined();
  });
});
