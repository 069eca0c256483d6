import type { PlacementOfficeRound } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { allRounds, placementCounts, savedCounts, termChoices } from './office-queries.js';
import { roundOffers, type RoundWithTerm } from './queries.js';
import { offerView, roundView } from './views.js';

/** GetRounds: every round as the office sees it (preview cut-offs included), and the terms. */
export async function officeRounds(db: Database) {
  const [rounds, saved, placed, terms] = await Promise.all([
    allRounds(db),
    savedCounts(db),
    placementCounts(db),
    termChoices(db),
  ]);
  const views: PlacementOfficeRound[] = [];
  for (const round of rounds) views.push(await officeRoundView(db, round, saved, placed));
  return {
    Rounds: views,
    Terms: terms.map((term) => ({ TermId: term.id, NameEn: term.nameEn, NameAr: term.nameAr })),
  };
}

/** One round as the office sees it. */
export async function officeRoundView(
  db: Database,
  found: RoundWithTerm,
  saved?: Map<number, number>,
  placed?: Awaited<ReturnType<typeof placementCounts>>,
): Promise<PlacementOfficeRound> {
  const { round } = found;
  const [offers, savedNow, placedNow] = await Promise.all([
    roundOffers(db, round.id),
    saved ?? savedCounts(db),
    placed ?? placementCounts(db),
  ]);
  const counts = placedNow.get(round.id);
  return {
    ...roundView(found),
    Offers: offers.map((offer) => ({ ...offerView(offer, true), Filled: offer.offer.filled })),
    Saved: savedNow.get(round.id) ?? 0,
    Placed: counts?.placed ?? 0,
    NotPlaced: counts?.notPlaced ?? 0,
    Seed: round.seed,
    PreviewedAt: round.previewedAt?.toISOString() ?? null,
    PublishedAt: round.publishedAt?.toISOString() ?? null,
  };
}
