import { englishInternationalOffice } from './english-international-office.js';
import { englishInternationalRounds } from './english-international-rounds.js';

/**
 * The international office's messages (modules/international: programs, applications, documents, rounds,
 * installments), kept apart so the main catalogue stays readable; english.ts spreads them in.
 */
export const englishInternational = {
  ...englishInternationalOffice,
  ...englishInternationalRounds,
  'international.applicationNotFound': 'This application was not found among yours.',
  'international.moveNotYours': 'This step is not yours to take.',
  'international.changedMeanwhile':
    'This application changed since you opened it (another tab or the office). Reload it and try again.',
  'international.moveNotAllowed': 'This cannot be done while the application is {state}.',
  'international.noteNeeded': 'Write a note for the student: it says what to do.',
  'international.state.draft': 'a draft',
  'international.state.submitted': 'submitted',
  'international.state.returned': 'returned for correction',
  'international.state.ranked': 'ranked',
  'international.state.allocated': 'offered a place',
  'international.state.waitlisted': 'on the waiting list',
  'international.state.not-selected': 'not selected',
  'international.state.offer-accepted': 'accepted by you',
  'international.state.offer-declined': 'declined',
  'international.state.nominated': 'nominated to the partner',
  'international.state.partner-accepted': 'accepted by the partner',
  'international.state.partner-refused': 'refused by the partner',
  'international.state.departed': 'departed',
  'international.state.completed': 'completed',
  'international.state.withdrawn': 'withdrawn',
  // The student's side (eligibility.ts, student-*.ts, tell-student.ts).
  'international.standing.good': 'good standing',
  'international.standing.honors': 'honours',
  'international.standing.warning': 'academic warning',
  'international.standing.probation': 'academic probation',
  'international.notEligible.inactive': 'This program is no longer offered.',
  'international.notEligible.studentInactive': 'Only students whose record is active can apply.',
  'international.notEligible.faculty': 'This program is for students of other faculties.',
  'international.notEligible.program': 'This program is for students of other programs.',
  'international.notEligible.levelAtLeast': 'This program is for students of level {level} and above.',
  'international.notEligible.levelAtMost': 'This program is for students of level {level} and below.',
  'international.notEligible.noGpa':
    'This program needs a cumulative GPA of at least {gpa}, and you have no graded term yet.',
  'international.notEligible.gpa': 'This program needs a cumulative GPA of at least {gpa}; yours is {yours}.',
  'international.notEligible.standing':
    'Your academic standing ({standing}) does not allow applying to this program.',
  'international.notEligible.disciplinaryHold':
    'A disciplinary hold is in force on your record, so you cannot apply.',
  'international.notEligible.notOpenYet': 'Applications to this program open on {at}.',
  'international.notEligible.closed': 'Applications to this program closed on {at}.',
  'international.notEligible.alreadyApplied':
    'You have applied to this program already: one application per program.',
  'international.programNotFound': 'This program was not found.',
  'international.keyOfAnotherApplication':
    'This form was already used for another application. Reload the page and try again.',
  'international.termNotOffered': 'This program takes no students in that term.',
  'international.partnerNotInProgram': 'A university you chose offers no seats in this program in that term.',
  'international.partnerTwice': 'Choose each university once only.',
  'international.tooManyChoices': 'You may choose {max} universities at most.',
  'international.changeNotNow':
    'Only a draft or an application returned to you can be changed; this one is {state}.',
  'international.noChoice': 'Choose at least one university before you submit.',
  'international.documentMissing': 'Upload “{document}” before you submit.',
  'international.documentNotReplaced':
    '“{document}” was rejected: upload a new file before you submit again.',
  'international.offerExpired': 'This offer expired on {at}, and its seat passes on to the next student.',
  'international.documentNotFound': 'This file was not found among yours.',
  'international.upload.noApplication': 'Send ApplicationId and RequirementCode before the files.',
  'international.upload.notNow':
    'Files can be added only to a draft or an application returned to you; this one is {state}.',
  'international.upload.unknownDocument': 'This program asks for no document “{code}”.',
  'international.told.title': '{program}: your application',
  'international.told.submit': 'Your application was submitted. The office will review it.',
  'international.told.return': 'Your application was returned to you for correction: {note}',
  'international.told.allocate':
    'You were offered a place at {partner}. Open your application to accept or decline it before the offer expires.',
  'international.told.waitlist': 'You are on the waiting list: a seat may come free in a later round.',
  'international.told.not-select': 'You were not selected this time.',
  'international.told.take-place': 'You have a place in the program.',
  'international.told.expire-offer': 'The offer of a place was not answered in time and has passed on.',
  'international.told.nominate': 'The office nominated you to {partner}.',
  'international.told.partner-accepted': '{partner} accepted you.',
  'international.told.partner-refused': '{partner} did not accept you: {note}',
  'international.told.departed': 'Your departure was recorded. Have a good stay.',
  'international.told.completed': 'Your program is recorded as completed.',
  'international.told.withdraw': 'You withdrew your application.',
  // Installments (installments.ts, installment-payment.ts).
  'international.installments.conferenceOnly':
    'This page is for conference applications only, and this application is not one of them.',
  'international.installments.notPayable':
    'The fee is paid once you have accepted a place; this application is {state}.',
  'international.installments.noFee': 'This program has no fee to pay.',
  'international.installments.planNotFound': 'This program offers no such payment plan.',
  'international.installments.installmentNotFound': 'This plan has no installment {sequence}.',
  'international.installments.otherPlanChosen':
    'You chose to pay by "{plan}" at your first payment, and a plan cannot be changed after that. Pay its installments instead.',
  'international.installments.installmentPaid': 'Installment {sequence} is paid already.',
  'international.installments.charge': '{program}: installment {sequence} of {count}',
} as const;
