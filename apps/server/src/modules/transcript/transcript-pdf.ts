import PDFDocument from 'pdfkit';
import type { AcademicStanding, RecordFigures, TranscriptCourse } from '@portal/contract';

export interface TranscriptDocument {
  universityName: string;
  student: { code: string; nameEn: string; programEn: string; degree: string; facultyEn: string };
  /** Oldest first. */
  terms: {
    nameEn: string;
    courses: TranscriptCourse[];
    term: RecordFigures;
    cumulative: RecordFigures;
    standing: AcademicStanding;
    gradesPublished: boolean;
  }[];
  cumulative: RecordFigures;
  standing: AcademicStanding;
  /** "23 November 2026, 10:42" in the university's time zone. */
  generatedAt: string;
}

const STANDING_EN: Record<AcademicStanding, string> = {
  honors: 'Honours',
  good: 'Good standing',
  warning: 'Academic warning',
  probation: 'Academic probation',
};

const gpa = (figures: RecordFigures) => (figures.Gpa === null ? '-' : figures.Gpa.toFixed(2));
const credits = (figures: RecordFigures) =>
  `${String(figures.EarnedCredits)} earned of ${String(figures.AttemptedCredits)} attempted`;

/** The grade column: the letter, or what stands in its place, with the repeat mark. */
function gradeCell(course: TranscriptCourse): string {
  if (course.Outcome === 'withheld') return 'Withheld';
  if (course.Outcome === 'in_progress') return 'In progress';
  return course.Outcome === 'replaced' ? `${course.Grade ?? ''} (E)` : (course.Grade ?? '');
}

/**
 * The unofficial transcript as a PDF (A4, pdfkit's built-in Helvetica). Names and titles are printed in
 * English only: the built-in fonts have no Arabic glyphs, and pdfkit does not reorder right-to-left text,
 * so Arabic would come out as boxes or in the wrong order. Repeated attempts are marked (E) = excluded from
 * the cumulative GPA, as registrars print them.
 */
export function renderTranscriptPdf(document: TranscriptDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: {
      Title: `Unofficial transcript - ${document.student.nameEn}`,
      Author: document.universityName,
      Subject: 'Unofficial academic transcript',
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

  doc.font('Helvetica-Bold').fontSize(16).text(document.universityName, { align: 'center' });
  doc.font('Helvetica').fontSize(12).text('Unofficial Academic Transcript', { align: 'center' });
  doc.moveDown();
  const { student } = document;
  doc.fontSize(10);
  doc.font('Helvetica-Bold').text('Student: ', { continued: true }).font('Helvetica').text(student.nameEn);
  doc.font('Helvetica-Bold').text('Student ID: ', { continued: true }).font('Helvetica').text(student.code);
  doc
    .font('Helvetica-Bold')
    .text('Program: ', { continued: true })
    .font('Helvetica')
    .text(`${student.programEn} (${student.degree}), ${student.facultyEn}`);
  doc
    .font('Helvetica-Bold')
    .text('Generated: ', { continued: true })
    .font('Helvetica')
    .text(document.generatedAt);
  doc.moveDown();

  for (const term of document.terms) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text(term.nameEn);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9);
    doc.table({
      columnStyles: [70, '*', 50, 70, 50],
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#e8eef6' } : undefined),
      data: [
        ['Code', 'Course', 'Credits', 'Grade', 'Points'].map((text) => ({ text, type: 'TH' as const })),
        ...term.courses.map((course) => [
          course.CourseCode,
          course.TitleEn,
          String(course.Credits),
          gradeCell(course),
          course.Points === null ? '-' : course.Points.toFixed(1),
        ]),
      ],
    });
    doc.moveDown(0.3);
    doc.text(
      term.gradesPublished
        ? `Term GPA ${gpa(term.term)} (${credits(term.term)})   Cumulative GPA ${gpa(term.cumulative)} (${credits(term.cumulative)})   ${STANDING_EN[term.standing]}`
        : 'Grades of this term are not published yet.',
    );
    doc.moveDown();
  }

  if (doc.y > doc.page.height - 150) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).text('Summary');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Cumulative GPA: ${gpa(document.cumulative)}`);
  doc.text(`Credits: ${credits(document.cumulative)}`);
  doc.text(`Academic standing: ${STANDING_EN[document.standing]}`);
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Unofficial transcript printed from the student portal. (E) = an attempt excluded from the cumulative GPA ' +
        'because the course was repeated. W = withdrawn, I = incomplete; neither counts in a GPA. Withheld grades ' +
        'are held by the Registrar and count nowhere until released. Not valid without the Registrar’s seal.',
    );

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // Inside the bottom margin, where pdfkit would otherwise start a new page for the line.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 30;
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `${student.nameEn} - ${student.code} - page ${String(index + 1)} of ${String(pages.count)}`,
        48,
        bottom,
        {
          align: 'center',
          width: doc.page.width - 96,
          lineBreak: false,
        },
      );
  }
  doc.end();
  return finished;
}
