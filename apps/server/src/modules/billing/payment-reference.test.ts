import { describe, expect, it } from 'vitest';
import { checkDigit, isPaymentReference, newPaymentReference } from './payment-reference.js';

describe('payment references', () => {
  it('computes the Luhn check digit (the published example 7992739871 → 3)', () => {
    expect(checkDigit('7992739871')).toBe(3);
    expect(checkDigit('0000000000')).toBe(0);
  });

  it('issues twelve digits that pass their own check, different each time', () => {
    const references = Array.from({ length: 200 }, () => newPaymentReference());
    for (const reference of references) expect(isPaymentReference(reference)).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it('refuses every single mistyped digit and every swap of two different neighbours but 0/9', () => {
    const reference = newPaymentReference();
    for (let index = 0; index < 12; index += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === reference[index]) continue;
        const typo = `${reference.slice(0, index)}${String(digit)}${reference.slice(index + 1)}`;
        expect(isPaymentReference(typo), typo).toBe(false);
      }
    }
    for (let index = 0; index < 11; index += 1) {
      const [a, b] = [reference[index], reference[index + 1]];
      if (a === b || `${a ?? ''}${b ?? ''}` === '09' || `${a ?? ''}${b ?? ''}` === '90') continue;
      const swapped = `${reference.slice(0, index)}${b ?? ''}${a ?? ''}${reference.slice(index + 2)}`;
      expect(isPaymentReference(swapped), swapped).toBe(false);
    }
  });

  it('refuses what is not twelve digits', () => {
    for (const text of ['', '12345', '1234567890123', '12345678901a', ' 123456789012']) {
      expect(isPaymentReference(text)).toBe(false);
    }
  });
});
