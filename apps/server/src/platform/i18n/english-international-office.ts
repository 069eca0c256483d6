/**
 * The international office's back-office messages (modules/international office-*.ts and the program editor),
 * kept apart so the office and the student's side edit different files; english-international.ts spreads them in.
 */
export const englishInternationalOffice = {
  'international.office.windowBackwards': 'Applications must open before they close.',
  'international.office.levelsBackwards': 'The lowest level must not be above the highest.',
  'international.office.plansNeeded': 'A program with a fee needs at least one plan to pay it by.',
  'international.office.planCodeTwice': 'Two plans have the code “{code}”; each needs its own.',
  'international.office.planPercents':
    'The installments of the plan “{code}” add up to {percent}%; they must add up to 100%.',
  'international.office.planDatesBackwards':
    'Each installment of the plan “{code}” must fall due after the one before it.',
  'international.office.seatTwice': 'A partner is given seats twice in the same term.',
  'international.office.partnerUnknown': 'There is no partner university with the id {id}.',
  'international.office.termUnknown': 'There is no term with the id {id}.',
  'international.office.programCodeTaken': 'Another program already has the code “{code}”.',
  'international.office.programNotFound': 'There is no such program.',
  'international.office.seatsBelowHeld':
    '{partner} already has {held} students holding a seat in {term}: its seats there cannot go below {held}.',
  'international.office.partnerCodeTaken': 'Another partner university already has the code “{code}”.',
  'international.office.partnerNotFound': 'There is no such partner university.',
  'international.office.documentTwice': 'Two documents have the code “{code}”; each needs its own.',
  'international.office.documentTooLarge':
    'The document “{code}” allows more than the portal takes ({megabytes} MB per file).',
  'international.office.applicationNotFound': 'There is no such application.',
  'international.office.documentNotFound': 'There is no such document.',
  'international.office.reviewNotNow':
    'Documents are reviewed while the application is submitted; it is {state}.',
  'international.office.reviewNoteNeeded':
    'Write the reason for the student: it is required to reject a document.',
} as const;
