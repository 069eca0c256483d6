import type { OrderDetail } from '@portal/contract';

/**
 * The checklist entries the office rejected a file of, with nothing uploaded since to replace it: a
 * returned request goes back only once each has a new file (the office would return it again otherwise).
 */
export function replacementsNeeded(order: OrderDetail): string[] {
  const rejected = new Set(
    order.Documents.filter((document) => document.State === 'rejected').map((d) => d.RequirementCode),
  );
  const replaced = new Set(
    order.Documents.filter((document) => document.State === 'pending' || document.State === 'accepted').map(
      (document) => document.RequirementCode,
    ),
  );
  return [...rejected].filter((code) => !replaced.has(code));
}

/**
 * The checklist entries to offer a picker for on the request's page: what a returned request must replace,
 * or, on a draft left before its files were sent, every entry with no file yet.
 */
export function documentsToUpload(order: OrderDetail, checklistCodes: readonly string[]): string[] {
  if (order.State === 'returned') return replacementsNeeded(order);
  if (order.State !== 'draft') return [];
  return checklistCodes.filter(
    (code) =>
      !order.Documents.some((document) => document.RequirementCode === code && document.State !== 'rejected'),
  );
}
