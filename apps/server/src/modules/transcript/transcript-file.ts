import type { Database } from '../../platform/db/client.js';
import { courseOf, figuresOf } from './figures.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from './record.js';
import { isRetake, termViews } from './record-views.js';
import { transcriptHolder } from './transcript-holder.js';
import { renderTranscriptPdf } from './transcript-pdf.js';
import type { VerificationSeal } from '../../platform/pdf/verification-seal.js';

export interface TranscriptFileOptions {
  universityName: string;
  timeZone: string;
  scale: GradeScale;
  /** An official transcript issued by student services carries its verification seal. */
  seal?: VerificationSeal;
}

/** The student's unofficial transcript PDF with every term, or null for a student that does not exist. */
export async function transcriptFile(
  db: Database,
  studentId: number,
  options: TranscriptFileOptions,
  now: Date,
): Promise<{ file: Buffer; fileName: string } | null> {
  const [holder, record] = await Promise.all([
    transcriptHolder(db, studentId),
    academicRecordOf(db, studentId, options.scale, now),
  ]);
  if (!holder) return null;
  const terms = termViews(record, options.scale).map((view) => ({
    nameEn: view.first.termNameEn,
    gradesPublished: view.first.gradesPublished,
    courses: view.attempts.map((row) => courseOf(row, isRetake(record, row.attempt), false)),
    term: figuresOf(record.terms.get(view.termId)),
    cumulative: figuresOf(view.upTo.cumulative),
    standing: view.upTo.standing,
  }));
  const generatedAt = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(now);
  const file = await renderTranscriptPdf({
    universityName: options.universityName,
    student: holder,
    terms,
    cumulative: figuresOf(record.cumulative),
    standing: record.standing,
    generatedAt,
    ...(options.seal ? { seal: options.seal } : {}),
  });
  return { file, fileName: `Transcript-${holder.code}.pdf` };
}
