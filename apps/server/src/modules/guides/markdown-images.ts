import { GUIDE_IMAGE_SCHEME } from '@portal/contract';

const REFERENCE = new RegExp(`${GUIDE_IMAGE_SCHEME.replace(/[-:]/g, '\\$&')}\\s*(\\d+)`, 'g');

/**
 * Every picture id a guide's Markdown names (`guide-image:42`), wherever it is written: a save is checked
 * against all of them, so no text can point at another guide's picture even where it would not be drawn.
 */
export function imageIdsIn(...markdown: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const text of markdown) {
    for (const match of text.matchAll(REFERENCE)) ids.add(Number(match[1]));
  }
  return [...ids];
}
