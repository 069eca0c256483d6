/**
 * The international office's ranking and allocation rounds (modules/international rounds.ts), kept apart so
 * the rounds and the rest of the office edit different files; english-international.ts spreads them in.
 */
export const englishInternationalRounds = {
  'international.rounds.programNotFound': 'There is no such program.',
  'international.rounds.notRanked':
    'This program gives places as applications come (first come, first served): it has no ranking or rounds.',
  'international.rounds.windowOpen':
    'Applications are open until {closesAt}: the list can be ranked once they close.',
  'international.rounds.noSeats': 'This program offers no seats in that term.',
  'international.rounds.rankedAlready':
    'This term’s list is ranked already; its ranking and seed stay as they are. Preview a round instead.',
  'international.rounds.notRankedYet': 'Rank this term’s list before allocating seats.',
  'international.rounds.finalPublished':
    'The final round of this term is published: nobody is waiting for a seat any more.',
  'international.rounds.roundNotFound': 'There is no such round.',
  'international.rounds.publishedAlready': 'This round is published already.',
  'international.rounds.previewStale':
    'Something changed since this preview (an offer answered or expired, an application withdrawn, seats edited). Preview the round again, then publish.',
} as const;
