import type { SectionKind } from '@portal/contract';
import { say, type MessageId, type Said } from '../../platform/i18n/said.js';

const SECTION_NAMES = {
  lecture: 'section.lecture',
  lab: 'section.lab',
  tutorial: 'section.tutorial',
} as const satisfies Record<SectionKind, MessageId>;

/** "CSC 301 section 2", "CSC 301 lab 3": a section as students know it, in either language. */
export const sectionSaid = (kind: SectionKind, course: string, number: string): Said =>
  say(SECTION_NAMES[kind], { course, number });
