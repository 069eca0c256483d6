import QRCode from 'qrcode';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import { universityDateTime } from '../../platform/clock.js';

export interface TicketToPrint {
  universityName: string;
  event: { titleEn: string; venueEn: string; startsAt: Date };
  holder: string;
  student: { nameEn: string; code: string };
  code: string;
  timeZone: string;
}

/** The QR of a ticket's code as a PNG: inline in the invitation, and drawn on the PDF. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/**
 * A ticket as an A4 PDF: the event, when and where, who it admits and whose guest, the QR code and the
 * code as text (an usher types it where there is no camera). In English: the PDF's fonts have no Arabic.
 */
export async function ticketPdf(ticket: TicketToPrint): Promise<Buffer> {
  const qr = await ticketQrPng(ticket.code);
  return renderStudentPdf(
    {
      universityName: ticket.universityName,
      title: `Ticket - ${ticket.event.titleEn}`,
      subject: 'Event ticket',
      student: ticket.student,
    },
    (doc) => {
      labelledLine(doc, 'Event', ticket.event.titleEn);
      labelledLine(doc, 'When', universityDateTime(ticket.event.startsAt, ticket.timeZone));
      labelledLine(doc, 'Venue', ticket.event.venueEn);
      labelledLine(doc, 'Admits', ticket.holder);
      labelledLine(doc, 'Student', `${ticket.student.nameEn} (${ticket.student.code})`);
      doc.moveDown();
      doc.image(qr, { fit: [220, 220], align: 'center' });
      doc.moveDown();
      doc.font('Helvetica').fontSize(9).text('Ticket code (one admission):');
      doc.font('Courier').fontSize(11).text(ticket.code);
      doc.font('Helvetica').fontSize(9).text('Show this page at the door. It admits one person once.');
    },
  );
}
