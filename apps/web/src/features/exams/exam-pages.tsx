import { useFinalExamScoring } from './api/get-final-exam-scoring';
import { useFinalExamSchedule } from './api/get-final-exam-schedule';
import { useMidTermExamScoring } from './api/get-mid-term-exam-scoring';
import { useMidTermExamSchedule } from './api/get-mid-term-exam-schedule';
import { usePracticalExamScoring } from './api/get-practical-exam-scoring';
import { useStudentPracticalExamSchedule } from './api/get-student-practical-exam-schedule';
import { ExamScheduleView } from './components/exam-schedule-view';
import { ScoringView } from './components/scoring-view';
import './exams.css';

// The six pages of spec §2 over exams, one chunk: routes exam-schedule, midterm-schedule and
// practical-schedule, then midterm-scoring, final-scoring and practical-scoring.

export function FinalExamSchedulePage() {
  return <ExamScheduleView kind="final" schedule={useFinalExamSchedule()} />;
}

export function MidtermSchedulePage() {
  return <ExamScheduleView kind="midterm" schedule={useMidTermExamSchedule()} />;
}

export function PracticalSchedulePage() {
  return <ExamScheduleView kind="practical" schedule={useStudentPracticalExamSchedule()} />;
}

export function MidtermScoringPage() {
  return <ScoringView kind="midterm" scoring={useMidTermExamScoring()} />;
}

export function FinalScoringPage() {
  return <ScoringView kind="final" scoring={useFinalExamScoring()} />;
}

export function PracticalScoringPage() {
  return <ScoringView kind="practical" scoring={usePracticalExamScoring()} />;
}
