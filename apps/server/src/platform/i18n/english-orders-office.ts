/**
 * The student-services back office's messages (modules/orders office-*.ts, order-type-definitions.ts),
 * kept apart so the office and the student's side edit different files; english-orders.ts spreads them in.
 */
export const englishOrdersOffice = {
  'orders.office.notYourQueue':
    'This queue belongs to another office: you work only your own office’s requests.',
  'orders.office.notFound': 'There is no request with this number.',
  'orders.office.documentNotFound': 'This document is not one of the request’s.',
  'orders.office.reviewNotNow': 'Documents are reviewed while the request is in review; it is {state}.',
  'orders.office.documentNeeded': 'Choose the uploaded document to accept or reject.',
  'orders.office.waiveHasNoFile':
    'Waive a requirement nothing was uploaded for; accept or reject an uploaded file.',
  'orders.office.unknownRequirement': 'This request type asks for no document “{code}”.',
  'orders.office.reviewNoteNeeded':
    'Write the reason for the student: it is required to reject or waive a document.',
  'orders.office.documentsOpen': 'Review every required document first (accept or waive): {documents}.',
  'orders.office.resultNeeded': 'Attach the result (a PDF) before fulfilling this request.',
  'orders.office.resultNotNow': 'A result is attached to an approved request; this one is {state}.',
  'orders.office.resultNoOrder': 'Send OrderId before the file.',
  'orders.office.revokeNothing':
    'Only a document the portal issued for a fulfilled request can be withdrawn.',
  'orders.office.alreadyRevoked': 'This document was already withdrawn.',
  'orders.office.rejectedDocuments': 'Documents to upload again:',
  'orders.type.choiceOptions': 'The choice field “{field}” needs at least two options.',
  'orders.type.fieldKeyTwice': 'Two fields have the key “{key}”; each field needs its own.',
  'orders.type.optionTwice': 'The field “{field}” offers “{option}” twice.',
  'orders.type.minAboveMax': 'The field “{field}” has a minimum above its maximum.',
  'orders.type.documentTwice': 'Two documents have the code “{code}”; each needs its own.',
  'orders.type.documentTooLarge':
    'The document “{code}” allows more than the portal takes ({megabytes} MB per file).',
  'orders.type.windowBackwards': 'Filing must open before it closes.',
  'orders.type.levelsBackwards': 'The lowest level must not be above the highest.',
  'orders.type.majorFieldElsewhere': 'Only a major declaration type has a major field.',
  'orders.type.declarationShape':
    'A major declaration type needs exactly one required major field, and one open request at a time.',
  'orders.type.codeTaken': 'Another request type already has the code “{code}”.',
  'orders.type.notFound': 'There is no such request type.',
} as const;
