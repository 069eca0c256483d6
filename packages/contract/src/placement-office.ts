import { z } from 'zod';
import { tanseekOffer, tanseekOfferKind, tanseekRound } from './tanseek.js';

/*
 * The placement office's back office (staff role `placement-office`): Tanseek rounds, their offers, the
 * allocation preview, publication and the results as CSV.
 */

const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive().max(2_147_483_647);

export const placementOfficeRound = tanseekRound.extend({
  Offers: z.array(
    tanseekOffer.extend({
      /** Students placed in it by the preview or the publication. */
      Filled: z.number().int(),
    }),
  ),
  /** Students with a saved ranking, and (after a preview) how many were placed and not. */
  Saved: z.number().int(),
  Placed: z.number().int(),
  NotPlaced: z.number().int(),
  /** The tie-break's seed, stored with the round so its allocation can be recomputed. */
  Seed: z.string(),
  PreviewedAt: instant.nullable(),
  PublishedAt: instant.nullable(),
});
export type PlacementOfficeRound = z.infer<typeof placementOfficeRound>;

/** GET /api/PlacementOffice/GetRounds: every round, newest first, and the terms a round may be for. */
export const getPlacementRoundsResponse = z.object({
  Rounds: z.array(placementOfficeRound),
  Terms: z.array(z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() })),
});

/** POST /api/PlacementOffice/SaveRound: creates a round (no RoundId) or changes an open one, offers replaced whole. */
export const savePlacementRoundBody = z.object({
  RoundId: id.optional(),
  FacultyId: id,
  TermId: id,
  Number: z.number().int().min(1).max(3),
  OpensAt: instant,
  ClosesAt: instant,
  MaxChoices: z.number().int().min(1).max(30),
  MinLevel: z.number().int().min(1).max(7),
  MinEarnedCredits: z.number().int().min(0).max(300),
  Offers: z
    .array(
      z.object({
        ProgramId: id,
        Kind: tanseekOfferKind,
        Capacity: z.number().int().min(0).max(10_000),
        LastYearCutOffGpa: z.number().min(0).max(4).nullable(),
      }),
    )
    .min(1)
    .max(100),
});
export type SavePlacementRoundBody = z.infer<typeof savePlacementRoundBody>;

/** POST /api/PlacementOffice/CloseRound, PreviewRound, PublishRound: the round acted on. */
export const placementRoundBody = z.object({ RoundId: id });
export const placementRoundResponse = placementOfficeRound;

/** GET /api/PlacementOffice/GetResults: a previewed or published round's placements as CSV. */
export const placementResultsQuery = z.object({
  RoundId: z.coerce.number().int().positive().max(2_147_483_647),
});
