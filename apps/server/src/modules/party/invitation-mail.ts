import { universityDateTime } from '../../platform/clock.js';
import type { OutgoingMail } from '../../platform/mail/outbox.js';
import { ticketPdf, ticketQrPng, type TicketToPrint } from './ticket-pdf.js';

const QR_CID = 'ticket-qr';

const escaped = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

export interface Invitation extends TicketToPrint {
  ticketId: number;
  to: string;
  event: TicketToPrint['event'] & { titleAr: string; venueAr: string };
  studentNameAr: string;
}

/**
 * The guest's invitation in English and Arabic, with the ticket as a PDF and its QR inline. Keyed by the
 * ticket, so a retried invitation never queues a second mail.
 */
export async function invitationMail(invitation: Invitation): Promise<OutgoingMail> {
  const { event, student } = invitation;
  const when = universityDateTime(event.startsAt, invitation.timeZone);
  const text = [
    `Dear ${invitation.holder},`,
    '',
    `${student.nameEn} invites you to ${event.titleEn} at ${invitation.universityName}.`,
    `When: ${when}`,
    `Where: ${event.venueEn}`,
    '',
    'Your ticket is attached. Show its QR code at the door; it admits one person once.',
    `Ticket code: ${invitation.code}`,
    '',
    `يدعوك ${invitation.studentNameAr} إلى ${event.titleAr} في ${event.venueAr}، ${when}.`,
    'تذكرتك مرفقة؛ اعرض رمز QR عند الباب، وهو يسمح بدخول شخص واحد مرة واحدة.',
  ].join('\n');
  const html = [
    `<p>Dear ${escaped(invitation.holder)},</p>`,
    `<p>${escaped(student.nameEn)} invites you to <strong>${escaped(event.titleEn)}</strong>.</p>`,
    `<p>When: ${escaped(when)}<br>Where: ${escaped(event.venueEn)}</p>`,
    `<p><img src="cid:${QR_CID}" alt="Ticket QR code" width="240" height="240"></p>`,
    `<p>Ticket code: <code>${escaped(invitation.code)}</code></p>`,
    `<p dir="rtl" lang="ar">يدعوك ${escaped(invitation.studentNameAr)} إلى <strong>${escaped(event.titleAr)}</strong> في ${escaped(event.venueAr)}.</p>`,
  ].join('\n');
  const [pdf, qr] = await Promise.all([ticketPdf(invitation), ticketQrPng(invitation.code)]);
  return {
    key: `party:invite:${String(invitation.ticketId)}`,
    purpose: 'party-invitation',
    to: invitation.to,
    subject: `Invitation: ${event.titleEn} / دعوة: ${event.titleAr}`,
    text,
    html,
    attachments: [
      { filename: `ticket-${String(invitation.ticketId)}.pdf`, contentType: 'application/pdf', content: pdf },
      { filename: 'ticket-qr.png', contentType: 'image/png', content: qr, cid: QR_CID },
    ],
  };
}
