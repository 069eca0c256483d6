import type { TrainingApplication, TrainingOfficeCycle } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { allCategories, allLevels, type CycleWithTerm } from './queries.js';
import {
  allCycles,
  allOrganizations,
  applicationCounts,
  cycleOffers,
  termChoices,
  type ApplicationWithStudent,
} from './office-queries.js';
import { programView } from './catalogue.js';
import { sstpPrograms } from './schema.js';
import { cycleView, evaluationView } from './views.js';

/** GetCycles: every cycle as the office sees it, and what a cycle is made of. */
export async function officeCycles(db: Database) {
  const [cycles, terms, organizations, programs, levels, categories] = await Promise.all([
    allCycles(db),
    termChoices(db),
    allOrganizations(db),
    db.select().from(sstpPrograms).orderBy(sstpPrograms.code),
    allLevels(db),
    allCategories(db),
  ]);
  const views: TrainingOfficeCycle[] = [];
  for (const cycle of cycles) views.push(await officeCycleView(db, cycle));
  return {
    Cycles: views,
    Terms: terms.map((term) => ({ TermId: term.id, NameEn: term.nameEn, NameAr: term.nameAr })),
    Organizations: organizations.map((row) => ({
      OrganizationId: row.id,
      NameEn: row.nameEn,
      NameAr: row.nameAr,
      City: row.city,
      CategoryId: row.categoryId,
    })),
    Programs: programs.map(programView),
    Levels: levels.map((row) => ({
      LevelId: row.id,
      NameEn: row.nameEn,
      NameAr: row.nameAr,
      MinStudyLevel: row.minStudyLevel,
    })),
    Categories: categories.map((row) => ({
      CategoryId: row.id,
      Code: row.code,
      NameEn: row.nameEn,
      NameAr: row.nameAr,
    })),
  };
}

/** One cycle as the office sees it: offers with filled places, applications counted by state. */
export async function officeCycleView(db: Database, found: CycleWithTerm): Promise<TrainingOfficeCycle> {
  const { cycle } = found;
  const [offers, counts] = await Promise.all([cycleOffers(db, cycle.id), applicationCounts(db, cycle.id)]);
  const of = (...states: Parameters<typeof counts.get>[0][]) =>
    states.reduce((sum, state) => sum + (counts.get(state) ?? 0), 0);
  // What was ever submitted: every state after it but a withdrawal.
  const submitted = of('submitted', 'assigned', 'not-assigned', 'confirmed', 'declined', 'passed', 'failed');
  // The places the preview (kept by the publication) filled.
  const placed = offers.reduce((sum, { offer }) => sum + offer.filled, 0);
  const previewed = cycle.previewedAt !== null;
  return {
    ...cycleView(found),
    Offers: offers.map(({ offer, nameEn, nameAr }) => ({
      OfferId: offer.id,
      OrganizationId: offer.organizationId,
      OrganizationNameEn: nameEn,
      OrganizationNameAr: nameAr,
      ProgramId: offer.programId,
      LevelId: offer.levelId,
      Places: offer.places,
      PeriodFrom: offer.periodFrom,
      PeriodTo: offer.periodTo,
      Filled: offer.filled,
    })),
    Drafts: of('draft'),
    Submitted: submitted,
    Assigned: previewed ? placed : 0,
    NotAssigned: previewed ? Math.max(submitted - placed, 0) : 0,
    Seed: cycle.seed,
    PreviewedAt: cycle.previewedAt?.toISOString() ?? null,
    PublishedAt: cycle.publishedAt?.toISOString() ?? null,
  };
}

export function trainingApplicationView(row: ApplicationWithStudent): TrainingApplication {
  const { application } = row;
  return {
    ApplicationId: application.id,
    StudentCode: row.code,
    StudentNameEn: row.nameEn,
    StudentNameAr: row.nameAr,
    Gpa: application.gpa,
    Place: application.place,
    ProgramId: application.programId,
    LevelId: application.levelId,
    LanguageId: application.languageId,
    PeriodFrom: application.periodFrom,
    PeriodTo: application.periodTo,
    OfferIds: application.offerIds,
    State: application.state,
    PreviewOfferId: application.previewOfferId,
    AssignedOfferId: application.assignedOfferId,
    Evaluation: evaluationView(application),
  };
}
