import type { WaitlistWindow } from '../waitlist.js';
import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/waitlist answers. */
export const waitlist = {
  getStudentWaitlists: {
    method: 'GET',
    path: '/api/Waitlist/GetStudentWaitlists',
    host: 'portal',
    tag: 'Waitlist',
    summary:
      "The student's places on waitlists this term with position, line length and any seat held for them",
    response: 'studentWaitlists',
  },
  joinAdvisingWaitlist: {
    method: 'POST',
    path: '/api/Advising/JoinWaitlist',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Joins the waitlist of a full section the student could otherwise add; answers the place',
    body: 'waitlistJoinBody',
    response: 'waitlistPlace',
    refusable: true,
  },
  leaveAdvisingWaitlist: {
    method: 'POST',
    path: '/api/Advising/LeaveWaitlist',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Leaves a waitlist; a seat held for the student goes to the next in line',
    body: 'waitlistSectionBody',
    response: 'waitlistSectionBody',
    refusable: true,
  },
  acceptAdvisingWaitlistOffer: {
    method: 'POST',
    path: '/api/Advising/AcceptWaitlistOffer',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Takes the seat held for the student, through the same rules as adding a course',
    body: 'waitlistSectionBody',
    response: 'waitlistAccepted',
    refusable: true,
    changesRegistrations: true,
  },
  declineAdvisingWaitlistOffer: {
    method: 'POST',
    path: '/api/Advising/DeclineWaitlistOffer',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Declines the seat held for the student; it is offered to the next in line',
    body: 'waitlistSectionBody',
    response: 'waitlistSectionBody',
    refusable: true,
  },
  joinAddDropWaitlist: {
    method: 'POST',
    path: '/api/AddDrop/JoinWaitlist',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Joins the waitlist of a full section the student could otherwise add; answers the place',
    body: 'waitlistJoinBody',
    response: 'waitlistPlace',
    refusable: true,
  },
  leaveAddDropWaitlist: {
    method: 'POST',
    path: '/api/AddDrop/LeaveWaitlist',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Leaves a waitlist; a seat held for the student goes to the next in line',
    body: 'waitlistSectionBody',
    response: 'waitlistSectionBody',
    refusable: true,
  },
  acceptAddDropWaitlistOffer: {
    method: 'POST',
    path: '/api/AddDrop/AcceptWaitlistOffer',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Takes the seat held for the student, through the same rules as adding a course',
    body: 'waitlistSectionBody',
    response: 'waitlistAccepted',
    refusable: true,
    changesRegistrations: true,
  },
  declineAddDropWaitlistOffer: {
    method: 'POST',
    path: '/api/AddDrop/DeclineWaitlistOffer',
    host: 'advising',
    tag: 'Waitlist',
    summary: 'Declines the seat held for the student; it is offered to the next in line',
    body: 'waitlistSectionBody',
    response: 'waitlistSectionBody',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;

/** Each waitlist write exists once per window, so the call passes that window's time ticket and waiting room. */
export const waitlistCallsByWindow = {
  advising: {
    join: waitlist.joinAdvisingWaitlist,
    leave: waitlist.leaveAdvisingWaitlist,
    accept: waitlist.acceptAdvisingWaitlistOffer,
    decline: waitlist.declineAdvisingWaitlistOffer,
  },
  add_drop: {
    join: waitlist.joinAddDropWaitlist,
    leave: waitlist.leaveAddDropWaitlist,
    accept: waitlist.acceptAddDropWaitlistOffer,
    decline: waitlist.declineAddDropWaitlistOffer,
  },
} as const satisfies Record<WaitlistWindow, Record<'join' | 'leave' | 'accept' | 'decline', CallEntry>>;
