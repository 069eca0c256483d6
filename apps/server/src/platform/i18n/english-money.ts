/**
 * The money messages (modules/billing: statement, invoices, payments, bank deposits, fees, installments,
 * finance), kept apart so the main catalogue stays readable; english.ts spreads them in.
 */
export const englishMoney = {
  'billing.paymentNotFound': 'This payment was not found among yours.',
  'billing.noAccount': 'There is no account statement for this student.',
  'billing.nothingOwed': 'You owe nothing for {term}: there is nothing to pay.',
  'billing.moreThanOwed':
    'You can pay at most {amount} for {term} now (what is owed, less invoices still open).',
  'billing.chargeNotFound': 'This charge is not on your account.',
  'billing.chargeSettled': 'Nothing is left to pay on {charge}.',
  'billing.installmentWindowClosed': 'This plan can be chosen from {opens} to {closes} only.',
  'billing.installmentBelowMinimum': 'This plan is offered when the term owes at least {amount}.',
  'billing.installmentEarlierTermOwes':
    'An earlier term still has an amount owed now: pay it before putting this term on a plan.',
  'billing.installmentOnAnotherPlan':
    'You are already on the plan “{plan}” for this term; a chosen plan cannot be changed.',
  'billing.installmentPlanNotFound': 'This installment plan is not offered for this term.',
  'billing.installmentNotFound': 'This installment is not on your plan.',
  'billing.installmentPaid': 'Installment {sequence} is already paid.',
  'billing.noSuchTerm': 'There is no such term to pay for.',
  'billing.invoiceNotFound': 'This invoice was not found.',
  'billing.invoiceNotOpen':
    'Invoice {reference} can no longer be paid: it is paid, cancelled or past its date. Ask for a new one.',
  'billing.channelUnavailable': 'This way of paying is not offered. Choose another.',
  'billing.providerUnavailable':
    'The payment provider did not answer. Nothing was charged; try again in a minute.',
  'finance.paymentNotFound': 'This payment was not found.',
  'finance.refundAmountInvalid': 'The amount to refund must be more than zero, in whole piastres.',
  'finance.refundReasonMissing': 'Write why the money is paid back.',
  'finance.refundTooLarge': 'At most {amount} of this payment can still be refunded.',
  'finance.refundKeyReused':
    'This refund was already made for another payment or amount. Open the dialog again.',
  'finance.periodInvalid': 'Choose a period whose first day is on or before its last.',
  'finance.periodTooLong': 'Choose a period of at most {days} days.',
  'billing.bankNotFound': 'This bank was not found.',
  'billing.bankNotTaking': '{bank} does not take these fees. Choose another bank.',
  'billing.bankNotice':
    "Deposit {amount} in cash at any branch of {bank} into the university's account {account} by {deadline}. Write the payment reference {reference} ({term}) on the deposit slip: without it the deposit cannot be matched to your invoice. The deposit is confirmed when the bank's statement reaches the finance office, usually within a few working days; until then your invoice shows as waiting for the bank's confirmation. Money deposited after the deadline, or an amount other than {amount}, is not applied to this invoice: the finance office will contact you about it.",
  'billing.bankNoticeNotAccepted':
    'Accept the bank payment notice first: then you can download the deposit slip.',
  'billing.declaredNoticeNotAccepted':
    "Accept this bank's payment notice first: then tell us the transaction number of your deposit.",
  'billing.declaredAmountDiffers': 'The amount deposited for this invoice must be {amount}.',
  'billing.declaredInFuture': 'The deposit date cannot be in the future.',
  'billing.declaredBeforeNotice': 'The deposit date cannot be before you accepted the notice ({date}).',
  'billing.declaredOther':
    'You already told us about another deposit for this invoice (transaction {number}).',
  'billing.declaredNumberTaken':
    'This transaction number at {bank} was already given for another invoice. Check the receipt.',
  'billing.depositMalformed':
    'The deposit notification is signed but its fields are not valid: it was not recorded.',
  'billing.depositUnknownBank':
    'The deposit notification names a bank the university does not use: it was not recorded.',
  'billing.callbackSignature': 'The signature of this notification does not match: it was ignored.',
  'billing.paymentReceivedTitle': 'Payment received',
  'billing.paymentReceivedBody':
    'We received {amount} for {term} under payment reference {reference}. Your statement shows it now.',
  'finance.bankNotFound': 'There is no such bank.',
  'finance.statementTooLarge':
    'The statement file is larger than 1 MB. Split it into smaller files and import each.',
  'finance.statementTooManyRows':
    'The statement file has more than {rows} rows. Split it into smaller files and import each.',
  'finance.statementHeader': 'This is not a bank statement file: its first line must be exactly {header}.',
  'finance.previewMismatch':
    'This is not the file you previewed (or it was changed since). Preview it again, then import.',
  'finance.depositNotFound': 'This deposit is not in the register.',
  'finance.depositSettled': 'Deposit {deposit} is already assigned or returned: it cannot be settled again.',
  'finance.studentNotFound': 'There is no student with this code.',
  'finance.planTermNotFound': 'There is no such term.',
  'finance.planNotFound': "This installment plan is not one of the term's plans.",
  'finance.planPartsCount': 'A plan has from 1 to {max} installments.',
  'finance.planWindowBackwards':
    'The window closes before it opens: put the closing day on or after the opening day.',
  'finance.planShareTooSmall': 'Every installment must take a share of more than zero.',
  'finance.planSharesNotWhole': 'The shares add up to {shares}%: they must add up to exactly 100%.',
  'finance.planDueBeforeWindow':
    'An installment is due before the plan opens on {opens}: move it on or after that day.',
  'finance.planDueNotIncreasing': 'Each installment must be due after the one before it.',
  'finance.planCodeTaken': 'Another plan of this term has the code {code}: choose another code.',
  'finance.planInUse':
    'Students are on this plan ({count}): their installments were fixed when they chose it, so it cannot be changed. Make a new plan instead.',
  // The registrar's military-records page (fees/military-records.ts).
  'military.studentNotFound': 'No student has this code.',
  'military.notRequired':
    'This student does not have to take military education (it is required of male Egyptian students only).',
  'military.noteRequired': 'Write why the student is exempt (the conscription office decision).',
  'military.registerFirst': 'Record the student as registered on the course before recording it completed.',
  'military.recordFinal':
    "This student's military education is already recorded as completed or exempt, which cannot be changed here.",
} as const;
