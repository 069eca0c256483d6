import { randomInt } from 'node:crypto';

/**
 * The letters and digits a verification code is made of: no 0/O, 1/I/L or 5/S, which people misread when
 * they type a code from paper. 29 symbols, 12 of them: about 3.5 × 10^17 codes, so guessing one is hopeless
 * and the public VerifyDocument call is rate limited besides.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';

const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A fresh code `ABCD-EFGH-JKMN` from the operating system's random source. */
export function newVerificationCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group++) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index++)
      text += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)] ?? '';
    groups.push(text);
  }
  return groups.join('-');
}

const SHAPE = new RegExp(
  `^[${CODE_ALPHABET}]{${String(GROUP_LENGTH)}}(-[${CODE_ALPHABET}]{${String(GROUP_LENGTH)}}){${String(GROUPS - 1)}}$`,
);

/**
 * A code as typed (lower case, spaces, without dashes) in its printed form, or null when it cannot be one:
 * such a code is never looked up.
 */
export function normalisedCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== GROUPS * GROUP_LENGTH) return null;
  const groups = bare.match(new RegExp(`.{${String(GROUP_LENGTH)}}`, 'g')) ?? [];
  const code = groups.join('-');
  return SHAPE.test(code) ? code : null;
}
