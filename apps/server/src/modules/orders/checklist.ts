import type { OrderTypeDocument } from '@portal/contract';
import { say, type Said } from '../../platform/i18n/said.js';
import type { OrderDocumentRow } from './schema.js';

/**
 * Whether a request's files answer its type's checklist, for submitting and resubmitting: every required
 * document has a file the office has not rejected (or a waiver), and every document the office rejected
 * has a new file since. Answers the first document that falls short, or null.
 */
export function checklistRefusal(
  checklist: readonly OrderTypeDocument[],
  documents: readonly Pick<OrderDocumentRow, 'requirementCode' | 'state'>[],
): Said | null {
  for (const requirement of checklist) {
    const mine = documents.filter((document) => document.requirementCode === requirement.Code);
    const standing = mine.filter((document) => document.state !== 'rejected');
    const rejected = mine.length > standing.length;
    const name = { en: requirement.NameEn, ar: requirement.NameAr };
    if (standing.length > 0) continue;
    if (rejected) return say('orders.documentNotReplaced', { document: name });
    if (requirement.Required) return say('orders.documentMissing', { document: name });
  }
  return null;
}
