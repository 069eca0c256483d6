import type { OrderTypeDocument } from '@portal/contract';
import { say, type Said } from '../../platform/i18n/said.js';
import type { IntlApplicationDocumentRow } from './schema.js';

/**
 * Whether an application's files answer its mode's checklist, for submitting: every required document has a
 * file the office has not rejected, and every document the office rejected has a new file since. Answers the
 * first document that falls short, or null.
 */
export function checklistRefusal(
  checklist: readonly OrderTypeDocument[],
  documents: readonly Pick<IntlApplicationDocumentRow, 'requirementCode' | 'state'>[],
): Said | null {
  for (const requirement of checklist) {
    const mine = documents.filter((document) => document.requirementCode === requirement.Code);
    const standing = mine.filter((document) => document.state !== 'rejected');
    if (standing.length > 0) continue;
    const document = { en: requirement.NameEn, ar: requirement.NameAr };
    if (mine.length > 0) return say('international.documentNotReplaced', { document });
    if (requirement.Required) return say('international.documentMissing', { document });
  }
  return null;
}
