import type { Inline } from './tree';

/** Characters a backslash makes literal (CommonMark's ASCII punctuation). */
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const IMAGE_SOURCE = /^guide-image:(\d{1,9})$/;

/**
 * Whether a link may be followed: https pages and mailto addresses only, with nothing a browser would
 * strip or reinterpret (spaces, control characters, backslashes). `javascript:`, `data:`, `http:` and
 * entity-spelt schemes (`jav&#x61;script:`, never decoded here) all fail and stay text.
 */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  const unsafeChar = Array.from({ length: href.length }, (_, at) => href.charCodeAt(at)).some(
    (code) => code < 0x20 || code === 0x7f || '\\<>"\'`'.includes(String.fromCharCode(code)),
  );
  if (unsafeChar || !/^(https:\/\/|mailto:)\S+$/i.test(href)) return undefined;
  try {
    const protocol = new URL(href).protocol;
    return protocol === 'https:' || protocol === 'mailto:' ? href : undefined;
  } catch {
    return undefined;
  }
}

/** The index of the `]` closing the `[` at `open`, counting nested brackets; -1 if none. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '[') depth += 1;
    else if (char === ']' && --depth === 0) return index;
  }
  return -1;
}

/** `[label](target)` or `![alt](target)` starting at `at` (the `[`): its parts and where it ends. */
function bracketed(source: string, at: number) {
  const close = closingBracket(source, at);
  if (close < 0 || source[close + 1] !== '(') return undefined;
  // Balanced parentheses belong to the address (`alert(1)`), so nothing of it is left behind as text.
  let depth = 0;
  let end = -1;
  for (let index = close + 2; index < source.length && end < 0; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && depth-- === 0) end = index;
  }
  if (end < 0) return undefined;
  return { label: source.slice(at + 1, close), target: source.slice(close + 2, end), end: end + 1 };
}

/** Bold (`**`/`__`) or italic (`*`/`_`) from `at`: the inside and where it ends, if it closes. */
function delimited(source: string, at: number) {
  const marker =
    source.startsWith('**', at) || source.startsWith('__', at) ? source.slice(at, at + 2) : source[at];
  if (marker === undefined) return undefined;
  const from = at + marker.length;
  if (source[from] === undefined || /\s/.test(source[from])) return undefined;
  const close = source.indexOf(marker, from + 1);
  if (close < 0) return undefined;
  return { strong: marker.length === 2, inside: source.slice(from, close), end: close + marker.length };
}

/** One line's (or paragraph's) inline Markdown as nodes; whatever is not understood stays text. */
export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') nodes.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? '';
    const next = source[index + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      text += next;
      index += 2;
      continue;
    }
    if (char === '`') {
      const close = source.indexOf('`', index + 1);
      if (close > index) {
        flush();
        nodes.push({ kind: 'code', text: source.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    if (char === '!' && next === '[') {
      const image = bracketed(source, index + 1);
      if (image) {
        const id = IMAGE_SOURCE.exec(image.target.trim());
        // Only the guide's own pictures are drawn; any other address keeps its description as text.
        if (id) {
          flush();
          nodes.push({ kind: 'image', imageId: Number(id[1]), alt: image.label });
        } else text += image.label;
        index = image.end;
        continue;
      }
    }
    if (char === '[') {
      const link = bracketed(source, index);
      if (link) {
        const href = safeHref(link.target);
        flush();
        if (href) nodes.push({ kind: 'link', href, children: parseInline(link.label) });
        else nodes.push(...parseInline(link.label));
        index = link.end;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const span = delimited(source, index);
      if (span) {
        flush();
        const children = parseInline(span.inside);
        nodes.push(span.strong ? { kind: 'strong', children } : { kind: 'emphasis', children });
        index = span.end;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  flush();
  return nodes;
}
