/**
 * The fewest submissions whose answers are ever seen together: a release adds no fewer than this many of
 * one section to the counters (release.ts), and the report shows scores only where this many answered.
 * A section with fewer respondents keeps its answers sealed; the report lists it without scores.
 */
export const MINIMUM_RESPONDENTS = 5;

/**
 * How long after a term's evaluation window closes its answers are released: longer than any submission
 * that began before the close can take to commit, so none arrives after its section's release.
 */
export const RELEASE_GRACE_MS = 5 * 60_000;
