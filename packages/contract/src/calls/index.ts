/*
 * The call table: every call of the portal API by area, with its method, path, backend host (spec §7) and
 * the export names of its contract schemas. The server registers its routes from it and the web client
 * calls by its entries. Free of zod at runtime so the web app's start-up can import it.
 */
import { academic } from './academic.js';
import { account } from './account.js';
import { addDrop } from './add-drop.js';
import { advisingPreview } from './advising-preview.js';
import { advising } from './advising.js';
import { announcement } from './announcement.js';
import { attendance } from './attendance.js';
import { audit } from './audit.js';
import { billing } from './billing.js';
import { calendar } from './calendar.js';
import { contact } from './contact.js';
import { credentials } from './credentials.js';
import { guides } from './guides.js';
import { defaultData } from './default-data.js';
import { evaluation } from './evaluation.js';
import { finance } from './finance.js';
import { exams } from './exams.js';
import { fees } from './fees.js';
import { international } from './international.js';
import { internationalOffice } from './international-office.js';
import { library } from './library.js';
import { menu } from './menu.js';
import { notify } from './notify.js';
import { orders } from './orders.js';
import { door } from './door.js';
import { partyOffice } from './party-office.js';
import { party } from './party.js';
import { ordersOffice } from './orders-office.js';
import { petition } from './petition.js';
import { placementOffice } from './placement-office.js';
import { portal } from './portal.js';
import { schedule } from './schedule.js';
import { sstp } from './sstp.js';
import { tanseek } from './tanseek.js';
import { staff } from './staff.js';
import { timeTickets } from './time-tickets.js';
import { trainingOffice } from './training-office.js';
import { transcript } from './transcript.js';
import { waitingRoom } from './waiting-room.js';
import { waitlist } from './waitlist.js';

export { waitlistCallsByWindow } from './waitlist.js';

/**
 * Each area's calls by name too: code that imports only its own areas leaves the rest of the table out of
 * its chunk (the web app's start-up takes the few areas it calls, not the whole table).
 */
export {
  academic,
  account,
  addDrop,
  advisingPreview,
  advising,
  announcement,
  attendance,
  audit,
  billing,
  calendar,
  contact,
  credentials,
  guides,
  defaultData,
  evaluation,
  finance,
  exams,
  fees,
  international,
  internationalOffice,
  library,
  menu,
  notify,
  orders,
  door,
  partyOffice,
  party,
  ordersOffice,
  petition,
  placementOffice,
  portal,
  schedule,
  sstp,
  tanseek,
  staff,
  timeTickets,
  trainingOffice,
  transcript,
  waitingRoom,
  waitlist,
};

export const calls = {
  academic,
  account,
  addDrop,
  advisingPreview,
  advising,
  announcement,
  attendance,
  audit,
  billing,
  calendar,
  contact,
  credentials,
  guides,
  defaultData,
  evaluation,
  exams,
  fees,
  finance,
  international,
  internationalOffice,
  library,
  menu,
  notify,
  orders,
  ordersOffice,
  party,
  partyOffice,
  door,
  petition,
  placementOffice,
  portal,
  schedule,
  sstp,
  staff,
  tanseek,
  timeTickets,
  trainingOffice,
  transcript,
  waitingRoom,
  waitlist,
} as const;

export type {
  CallEntry,
  EnvelopeCall,
  FileCall,
  SchemaName,
  ServiceHost,
  ResponseOf,
  QueryOf,
  BodyOf,
  ParamsOf,
} from './call-entry.js';
