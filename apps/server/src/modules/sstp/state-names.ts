import type { SstpApplicationState, SstpCycleState } from '@portal/contract';
import type { Bilingual } from '../../platform/i18n/said.js';

const CYCLE: Record<SstpCycleState, Bilingual> = {
  open: { en: 'open', ar: 'مفتوحة' },
  closed: { en: 'closed', ar: 'مغلقة' },
  previewed: { en: 'previewed', ar: 'معروض توزيعها' },
  published: { en: 'published', ar: 'منشورة' },
};

const APPLICATION: Record<SstpApplicationState, Bilingual> = {
  draft: { en: 'a draft', ar: 'مسودة' },
  submitted: { en: 'submitted', ar: 'مقدَّم' },
  withdrawn: { en: 'withdrawn', ar: 'مسحوب' },
  assigned: { en: 'assigned a place', ar: 'خُصص له مكان' },
  'not-assigned': { en: 'not assigned a place', ar: 'لم يُخصص له مكان' },
  confirmed: { en: 'confirmed', ar: 'مؤكَّد' },
  declined: { en: 'declined', ar: 'معتذر عنه' },
  passed: { en: 'passed', ar: 'ناجح' },
  failed: { en: 'failed', ar: 'راسب' },
};

/** A cycle's state as a refusal names it, in the reader's language. */
export const cycleStateName = (state: SstpCycleState): Bilingual => CYCLE[state];
/** An application's state as a refusal names it. */
export const applicationStateName = (state: SstpApplicationState): Bilingual => APPLICATION[state];
