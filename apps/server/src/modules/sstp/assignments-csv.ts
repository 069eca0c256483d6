import type { Database } from '../../platform/db/client.js';
import { csvCell } from '../../platform/text/csv-cell.js';
import { cycleApplications, cycleOffers } from './office-queries.js';

const HEADER = [
  'place',
  'student_code',
  'student_name',
  'gpa',
  'state',
  'organisation',
  'period_from',
  'period_to',
];

/**
 * A previewed or published cycle's submitted applications in ranking order: the preview's organisation until
 * published, then the assignment; one not given a place has empty organisation and period.
 */
export async function assignmentsCsv(db: Database, cycleId: number): Promise<{ csv: string; rows: number }> {
  const [applications, offers] = await Promise.all([
    cycleApplications(db, cycleId),
    cycleOffers(db, cycleId),
  ]);
  const offerOf = new Map(offers.map((row) => [row.offer.id, row]));
  const ranked = applications.filter((row) => row.application.place !== null);
  const lines = ranked.map(({ application, code, nameEn }) => {
    const offerId = application.assignedOfferId ?? application.previewOfferId;
    const offer = offerId === null ? undefined : offerOf.get(offerId);
    return [
      String(application.place ?? ''),
      code,
      nameEn,
      application.gpa === null ? '' : application.gpa.toFixed(3),
      application.state,
      offer?.nameEn ?? '',
      offer?.offer.periodFrom ?? '',
      offer?.offer.periodTo ?? '',
    ]
      .map(csvCell)
      .join(',');
  });
  return { csv: [HEADER.join(','), ...lines].join('\r\n') + '\r\n', rows: ranked.length };
}
