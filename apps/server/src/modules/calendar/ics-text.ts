// RFC 5545 text rules: escaping (§3.3.11), content lines of at most 75 octets folded with CRLF + space
// (§3.1), and the date-time forms (§3.3.5).

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets, never inside a UTF-8 character (Arabic letters take two). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line may hold 75 octets; each continuation line starts with a space, leaving 74.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYYMMDDTHHMMSSZ': an instant in UTC. */
export function utcDateTime(instant: Date): string {
  return (
    `${String(instant.getUTCFullYear())}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** 'YYYYMMDDTHHMM00': a local wall-clock time, to be read with a TZID. */
export function localDateTime(isoDate: string, clockTime: string): string {
  return `${isoDate.replace(/-/g, '')}T${clockTime.replace(':', '').slice(0, 4)}00`;
}

/** '+0200', '-0430': a UTC offset in minutes as iCalendar writes it. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** Joins content lines into an iCalendar stream: every line folded and ended with CRLF. */
export function icsStream(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
