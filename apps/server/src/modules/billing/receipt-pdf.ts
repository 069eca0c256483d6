import type { Database } from '../../platform/db/client.js';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import { egp } from './balance.js';
import { receiptOf } from './receipt-queries.js';
import { CHANNEL_EN } from './statement-pdf.js';

export interface ReceiptFileOptions {
  universityName: string;
  timeZone: string;
}

/**
 * GetPaymentReceipt: one of the student's payments as a PDF receipt (platform/pdf: A4, English), or null
 * when the payment is not theirs — another student's receipt is as absent as one that does not exist.
 */
export async function receiptFile(
  db: Database,
  studentId: number,
  paymentId: number,
  options: ReceiptFileOptions,
  now: Date,
): Promise<{ file: Buffer; fileName: string } | null> {
  const payment = await receiptOf(db, studentId, paymentId);
  if (!payment) return null;
  const at = (instant: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: options.timeZone,
    }).format(instant);
  const number = `R-${String(payment.id).padStart(8, '0')}`;
  const file = await renderStudentPdf(
    {
      universityName: options.universityName,
      title: 'Payment Receipt',
      subject: `Payment receipt ${number}`,
      student: { code: payment.studentCode, nameEn: payment.studentNameEn },
    },
    (doc) => {
      labelledLine(doc, 'Receipt', number);
      labelledLine(doc, 'Student', `${payment.studentNameEn} (${payment.studentCode})`);
      labelledLine(doc, 'Term', `${payment.termNameEn} (${payment.termCode})`);
      labelledLine(doc, 'Amount received', egp(payment.amountPiastres));
      if (payment.refundedPiastres > 0) labelledLine(doc, 'Refunded since', egp(payment.refundedPiastres));
      labelledLine(doc, 'Paid', at(payment.paidAt));
      labelledLine(doc, 'Channel', CHANNEL_EN[payment.channel]);
      labelledLine(doc, 'Reference', payment.reference);
      if (payment.invoiceReference) labelledLine(doc, 'Invoice', payment.invoiceReference);
      labelledLine(doc, 'Printed', at(now));
      doc.moveDown();
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(
          'Printed from the student portal from the university’s ledger; the statement of account shows what ' +
            'this payment settled. Amounts in Egyptian pounds.',
        );
    },
  );
  return { file, fileName: `Receipt-${number}.pdf` };
}
