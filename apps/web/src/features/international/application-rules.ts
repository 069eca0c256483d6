import type { ApplicationDetail, OrderTypeDocument, ProgramPage } from '@portal/contract';
import type { MobilePageName } from '@portal/contract/pages';

/** An entry is covered by a file the office has not rejected. */
function covered(application: ApplicationDetail, code: string): boolean {
  return application.Documents.some(
    (document) => document.RequirementCode === code && document.State !== 'rejected',
  );
}

/** The checklist entries the student may upload now: those not yet covered, while a draft or returned. */
export function documentsToUpload(
  application: ApplicationDetail,
  checklist: readonly OrderTypeDocument[],
): OrderTypeDocument[] {
  if (application.State !== 'draft' && application.State !== 'returned') return [];
  return checklist.filter((entry) => !covered(application, entry.Code));
}

/** Required entries still without a file: submitting would be refused until they have one. */
export function missingRequired(
  application: ApplicationDetail,
  checklist: readonly OrderTypeDocument[],
): number {
  return checklist.filter((entry) => entry.Required && !covered(application, entry.Code)).length;
}

/** The installment page a program page's fee is paid on; programs on the other pages have none. */
export function installmentPage(page: ProgramPage): MobilePageName | undefined {
  if (page === 'duphat') return 'duphat-install';
  if (page === 'curious') return 'curious-install';
  return undefined;
}

/** A text the office wrote with blank lines between its paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
