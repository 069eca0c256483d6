import { randomInt } from 'node:crypto';

/**
 * The Luhn check digit of a run of digits: it catches every single mistyped digit and almost every swap
 * of two neighbours, the mistakes people make reading a reference out at a bank counter.
 */
export function checkDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A new reference: eleven random digits (not counting up, so one student's cannot be guessed from another's) and the check digit. */
export function newPaymentReference(): string {
  const body = String(randomInt(10_000_000_000, 100_000_000_000)).padStart(11, '0');
  return `${body}${String(checkDigit(body))}`;
}

/** Whether `reference` is twelve digits whose last is the check digit of the rest. */
export function isPaymentReference(reference: string): boolean {
  return /^\d{12}$/.test(reference) && checkDigit(reference.slice(0, 11)) === Number(reference[11]);
}
