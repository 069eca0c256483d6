import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/evaluation answers. */
export const evaluation = {
  isEvaluationOpened: {
    method: 'GET',
    path: '/api/Evaluation/IsEvaluationOpened',
    host: 'portal',
    tag: 'Evaluation',
    summary: "The current term's course evaluation window is open now",
    response: 'isEvaluationOpenedResponse',
  },
  checkForEvaluation: {
    method: 'GET',
    path: '/api/Evaluation/CheckForEvaluation',
    host: 'portal',
    tag: 'Evaluation',
    summary:
      'True while the evaluation window is open and the student has a registered section left to evaluate',
    response: 'checkForEvaluationResponse',
  },
  getStudentCourses: {
    method: 'GET',
    path: '/api/Evaluation/GetStudentCourses',
    host: 'portal',
    tag: 'Evaluation',
    summary: "The student's registered sections this term to evaluate, each done or pending",
    response: 'getStudentCoursesResponse',
  },
  getCourseInstructors: {
    method: 'POST',
    path: '/api/Evaluation/GetCourseInstructors',
    host: 'portal',
    tag: 'Evaluation',
    summary: 'The instructors to evaluate for one of the student’s sections this term',
    body: 'getCourseInstructorsBody',
    response: 'getCourseInstructorsResponse',
    refusable: true,
    readOnly: true,
  },
  getCategoryQuestions: {
    method: 'GET',
    path: '/api/Evaluation/GetCategoryQuestions',
    host: 'portal',
    tag: 'Evaluation',
    summary: "The current term's questions of a category (1 the course, 2 an instructor)",
    query: 'getCategoryQuestionsQuery',
    response: 'getCategoryQuestionsResponse',
  },
  insertStudentEvaluation: {
    method: 'POST',
    path: '/api/Evaluation/InsertStudentEvaluation',
    host: 'portal',
    tag: 'Evaluation',
    summary:
      'Submits one section’s evaluation (course and instructors), once; answers are held sealed and counted anonymously after the window closes',
    body: 'insertStudentEvaluationBody',
    response: 'insertStudentEvaluationResponse',
    refusable: true,
  },
  getEvaluationReport: {
    method: 'GET',
    path: '/api/Evaluation/GetEvaluationReport',
    host: 'portal',
    tag: 'Evaluation',
    summary: 'Aggregates per section and instructor of a term, scores only where at least 5 answered',
    description:
      'Refused (Status "423") while the term\'s evaluation window is open and until its answers are ' +
      'released together after it closes: a report read before and after one submission must not differ.',
    query: 'getEvaluationReportQuery',
    response: 'getEvaluationReportResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
