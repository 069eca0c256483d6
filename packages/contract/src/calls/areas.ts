/*
 * The call table's areas, each by name. `index.ts` gathers them as the table (`calls`) too; code that
 * imports only the areas it calls leaves the rest out of its chunk (the web app's start-up takes the few
 * areas it calls, not the whole table).
 */
export { academic } from './academic.js';
export { account } from './account.js';
export { addDrop } from './add-drop.js';
export { advising } from './advising.js';
export { advisingPreview } from './advising-preview.js';
export { announcement } from './announcement.js';
export { attendance } from './attendance.js';
export { audit } from './audit.js';
export { billing } from './billing.js';
export { calendar } from './calendar.js';
export { contact } from './contact.js';
export { credentials } from './credentials.js';
export { defaultData } from './default-data.js';
export { door } from './door.js';
export { evaluation } from './evaluation.js';
export { exams } from './exams.js';
export { fees } from './fees.js';
export { finance } from './finance.js';
export { guides } from './guides.js';
export { international } from './international.js';
export { internationalOffice } from './international-office.js';
export { library } from './library.js';
export { menu } from './menu.js';
export { notify } from './notify.js';
export { orders } from './orders.js';
export { ordersOffice } from './orders-office.js';
export { party } from './party.js';
export { partyOffice } from './party-office.js';
export { petition } from './petition.js';
export { placementOffice } from './placement-office.js';
export { portal } from './portal.js';
export { schedule } from './schedule.js';
export { sstp } from './sstp.js';
export { staff } from './staff.js';
export { tanseek } from './tanseek.js';
export { timeTickets } from './time-tickets.js';
export { trainingOffice } from './training-office.js';
export { transcript } from './transcript.js';
export { waitingRoom } from './waiting-room.js';
export { waitlist } from './waitlist.js';
