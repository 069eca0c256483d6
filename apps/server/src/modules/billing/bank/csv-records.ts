/** One record of a CSV file: its fields, the line it starts on, or why it could not be read. */
export type CsvRecord =
  { line: number; fields: string[] } | { line: number; problem: 'unterminated-quote' | 'stray-quote' };

/**
 * Splits RFC 4180 text into records: fields separated by commas, records by CRLF (a bare LF is taken
 * too, as banks' exports differ), a field in double quotes may hold commas, line breaks and `""` for a
 * quote. A record with a quote where RFC 4180 allows none is reported by the line it starts on, and
 * reading goes on at the next line; the line break that ends the file makes no empty record.
 */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let at = 0;
  let line = 1;
  while (at < text.length) {
    const start = line;
    const fields: string[] = [];
    let problem: 'unterminated-quote' | 'stray-quote' | null = null;
    for (;;) {
      let field = '';
      if (text[at] === '"') {
        at += 1;
        for (;;) {
          if (at >= text.length) {
            problem = 'unterminated-quote';
            break;
          }
          const char = text[at] as string;
          if (char === '"') {
            if (text[at + 1] === '"') {
              field += '"';
              at += 2;
              continue;
            }
            at += 1;
            break;
          }
          if (char === '\n') line += 1;
          field += char;
          at += 1;
        }
        if (problem) break;
        if (at < text.length && text[at] !== ',' && !atLineEnd(text, at)) problem = 'stray-quote';
      } else {
        while (at < text.length && text[at] !== ',' && !atLineEnd(text, at)) {
          if (text[at] === '"') problem = 'stray-quote';
          field += text[at] as string;
          at += 1;
        }
      }
      if (problem) break;
      fields.push(field);
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      break;
    }
    if (problem === 'stray-quote') at = skipToLineEnd(text, at);
    if (problem) records.push({ line: start, problem });
    else records.push({ line: start, fields });
    if (problem === 'unterminated-quote') break;
    if (text[at] === '\r') at += 1;
    if (text[at] === '\n') {
      at += 1;
      line += 1;
    }
  }
  return records;
}

function atLineEnd(text: string, at: number): boolean {
  return text[at] === '\n' || (text[at] === '\r' && text[at + 1] === '\n');
}

function skipToLineEnd(text: string, at: number): number {
  let next = at;
  while (next < text.length && !atLineEnd(text, next)) next += 1;
  return next;
}
