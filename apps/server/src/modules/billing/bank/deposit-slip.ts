import type { Database } from '../../../platform/db/client.js';
import type { Refused } from '../../../platform/http/refused.js';
import { labelledLine, renderStudentPdf } from '../../../platform/pdf/student-pdf.js';
import { accountHolder } from '../account-holder.js';
import { egp } from '../balance.js';
import { acceptedNotice, type NoticeRequest } from './bank-notices.js';

export interface DepositSlipOptions {
  universityName: string;
  timeZone: string;
}

/** The reference in groups of four, as a teller copies it: "1234 5678 9012". */
export const groupedReference = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * GetDepositSlip: the slip the student hands the bank's teller for an invoice whose notice they accepted,
 * in English (the built-in PDF fonts have no Arabic glyphs: student-pdf.ts). The reference is printed large
 * because the deposit is matched to the invoice by it alone.
 */
export async function depositSlipFile(
  db: Database,
  studentId: number,
  request: NoticeRequest,
  options: DepositSlipOptions,
  now: Date,
): Promise<{ file: Buffer; fileName: string } | Refused<'404' | '409'>> {
  const found = await acceptedNotice(db, studentId, request, now);
  if ('kind' in found) return found;
  const student = await accountHolder(db, studentId);
  if (!student) throw new Error(`The invoice's student ${String(studentId)} does not exist`);
  const { invoice, bank, term, notice } = found;
  const deadline = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(notice.depositBy);
  const file = await renderStudentPdf(
    {
      universityName: options.universityName,
      title: 'Bank Cash Deposit Slip',
      subject: `Deposit of invoice ${invoice.reference} at ${bank.nameEn}`,
      student,
    },
    (doc) => {
      labelledLine(doc, 'Student', `${student.nameEn} (${student.code})`);
      labelledLine(doc, 'Term', term.en);
      labelledLine(doc, 'Bank', `${bank.nameEn} (${bank.code})`);
      labelledLine(doc, "University's account number", bank.accountNumber);
      doc.moveDown();
      doc.font('Helvetica-Bold').text('Payment reference (write it on the bank slip):');
      doc.font('Courier-Bold').fontSize(26).text(groupedReference(invoice.reference));
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(
          `The last digit (${invoice.reference.slice(-1)}) is a check digit: a mistyped reference is refused.`,
        );
      doc.fontSize(10).moveDown();
      labelledLine(doc, 'Amount', `${egp(invoice.amountPiastres)} (${invoice.currency})`);
      labelledLine(doc, 'Deposit by', `${deadline} (${options.timeZone})`);
      doc.moveDown();
      doc.text(
        "The deposit is confirmed when the bank's statement reaches the university's finance office; a " +
          'deposit made after the deadline, or of another amount, is not applied to this invoice.',
      );
      doc.moveDown(2);
      doc.text('For the teller: transaction number ______________________   date and stamp ______________');
    },
  );
  return { file, fileName: `Deposit-slip-${invoice.reference}-${bank.code}.pdf` };
}
