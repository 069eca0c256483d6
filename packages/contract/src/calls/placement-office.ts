import type { CallEntry } from './call-entry.js';

/** The placement office's back office (staff role `placement-office`), answered by modules/tanseek. */
export const placementOffice = {
  getRounds: {
    method: 'GET',
    path: '/api/PlacementOffice/GetRounds',
    host: 'portal',
    tag: 'Placement office',
    summary: 'Every Tanseek round, newest first, with its offers, saved rankings and placements',
    response: 'getPlacementRoundsResponse',
  },
  saveRound: {
    method: 'POST',
    path: '/api/PlacementOffice/SaveRound',
    host: 'portal',
    tag: 'Placement office',
    summary: 'Creates a round, or changes an open one: dates, eligibility, choices and the majors offered',
    body: 'savePlacementRoundBody',
    response: 'placementRoundResponse',
    refusable: true,
  },
  closeRound: {
    method: 'POST',
    path: '/api/PlacementOffice/CloseRound',
    host: 'portal',
    tag: 'Placement office',
    summary: 'Closes an open round: no more saves',
    body: 'placementRoundBody',
    response: 'placementRoundResponse',
    refusable: true,
  },
  previewRound: {
    method: 'POST',
    path: '/api/PlacementOffice/PreviewRound',
    host: 'portal',
    tag: 'Placement office',
    summary: 'Allocates a closed round as a preview (GPA ranking, seeded tie-break, deferred acceptance)',
    body: 'placementRoundBody',
    response: 'placementRoundResponse',
    refusable: true,
  },
  publishRound: {
    method: 'POST',
    path: '/api/PlacementOffice/PublishRound',
    host: 'portal',
    tag: 'Placement office',
    summary:
      "Publishes a previewed round: students see their result and placed majors change the students' program",
    body: 'placementRoundBody',
    response: 'placementRoundResponse',
    refusable: true,
  },
  getResults: {
    method: 'GET',
    path: '/api/PlacementOffice/GetResults',
    host: 'portal',
    tag: 'Placement office',
    summary: "A previewed or published round's placements as CSV",
    query: 'placementResultsQuery',
    answer: 'csv',
  },
} as const satisfies Record<string, CallEntry>;
