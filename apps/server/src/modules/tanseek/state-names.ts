import type { TanseekRoundState } from '@portal/contract';
import type { Bilingual } from '../../platform/i18n/said.js';

const NAMES: Record<TanseekRoundState, Bilingual> = {
  open: { en: 'open', ar: 'مفتوحة' },
  closed: { en: 'closed', ar: 'مغلقة' },
  previewed: { en: 'previewed', ar: 'معروض توزيعها' },
  published: { en: 'published', ar: 'منشورة' },
};

/** A round's state as a refusal names it, in the reader's language. */
export const stateName = (state: TanseekRoundState): Bilingual => NAMES[state];
