/** A letter's verification code as printed: three groups of four letters or digits (`ABCD-EFGH-JKLM`). */
const CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The code as typed or scanned, tidied the way a reader would mean it (spaces dropped, lower case raised,
 * the dashes added to twelve characters typed without them); undefined when it cannot be a code.
 */
export function verificationCode(typed: string): string | undefined {
  const tidy = typed.replace(/\s+/g, '').toUpperCase();
  const dashed = /^[A-Z0-9]{12}$/.test(tidy)
    ? `${tidy.slice(0, 4)}-${tidy.slice(4, 8)}-${tidy.slice(8)}`
    : tidy;
  return CODE.test(dashed) ? dashed : undefined;
}
