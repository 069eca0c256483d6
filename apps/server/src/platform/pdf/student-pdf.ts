import PDFDocument from 'pdfkit';

export interface StudentPdfHeading {
  universityName: string;
  /** Centred under the university's name, e.g. 'Unofficial Academic Transcript'. */
  title: string;
  /** The file's Subject property. */
  subject: string;
  student: { nameEn: string; code: string };
}

/**
 * One student's document as an A4 PDF (pdfkit's built-in Helvetica): the university and the title centred
 * on top, `write` draws the body at 10 pt, and every page ends with "name - code - page n of N". Names are
 * printed in English only: the built-in fonts have no Arabic glyphs and pdfkit does not reorder
 * right-to-left text, so Arabic would come out as boxes or in the wrong order.
 */
export function renderStudentPdf(
  heading: StudentPdfHeading,
  write: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { student } = heading;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: {
      Title: `${heading.title} - ${student.nameEn}`,
      Author: heading.universityName,
      Subject: heading.subject,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(heading.universityName, { align: 'center' });
  doc.font('Helvetica').fontSize(12).text(heading.title, { align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  write(doc);

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // Inside the bottom margin, where pdfkit would otherwise start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `${student.nameEn} - ${student.code} - page ${String(index + 1)} of ${String(pages.count)}`,
        48,
        doc.page.height - 30,
        { align: 'center', width: doc.page.width - 96, lineBreak: false },
      );
  }
  doc.end();
  return finished;
}

/** "Label: value" on one line, the label in bold. */
export function labelledLine(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}
