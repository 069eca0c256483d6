import { z } from 'zod';

/** GET /api/Evaluation/IsEvaluationOpened: the current term's evaluation window is open now. */
export const isEvaluationOpenedResponse = z.boolean();

/**
 * GET /api/Evaluation/CheckForEvaluation (spec §4 gate 3): true while the evaluation window is open and
 * the student holds a registered section they have not evaluated yet.
 */
export const checkForEvaluationResponse = z.boolean();

/** Question categories of GetCategoryQuestions: the course itself, and each of its instructors. */
export const EVALUATION_CATEGORIES = { course: 1, instructor: 2 } as const;
export const evaluationCategoryId = z.union([z.literal(1), z.literal(2)]);
export type EvaluationCategoryId = z.infer<typeof evaluationCategoryId>;

/** One registered section of the current term to evaluate (GET /api/Evaluation/GetStudentCourses). */
export const evaluationCourse = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  SectionNo: z.string(),
  SectionKind: z.string(),
  /** The student has submitted this section's evaluation. */
  Evaluated: z.boolean(),
});
export type EvaluationCourse = z.infer<typeof evaluationCourse>;

export const getStudentCoursesResponse = z.object({
  /** The window is open now; when false nothing can be submitted. */
  WindowOpen: z.boolean(),
  /** The current term's evaluation window (ISO instants), null when the term has none: the page says it. */
  Window: z.object({ OpensAt: z.string(), ClosesAt: z.string() }).nullable(),
  /** The server's clock when it answered. */
  Now: z.string(),
  Courses: z.array(evaluationCourse),
});
export type StudentCourses = z.infer<typeof getStudentCoursesResponse>;

/** POST /api/Evaluation/GetCourseInstructors */
export const getCourseInstructorsBody = z.object({ SectionId: z.number().int().positive() });

export const courseInstructor = z.object({
  InstructorId: z.number().int(),
  Title: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});
export type CourseInstructor = z.infer<typeof courseInstructor>;
export const getCourseInstructorsResponse = z.array(courseInstructor);

/** GET /api/Evaluation/GetCategoryQuestions?categoryId= */
export const getCategoryQuestionsQuery = z.object({
  categoryId: z.coerce.number().pipe(evaluationCategoryId),
});

export const EVALUATION_QUESTION_KINDS = ['likert', 'text'] as const;
export const evaluationQuestion = z.object({
  QuestionId: z.number().int(),
  CategoryId: evaluationCategoryId,
  /** 'likert': a score from 1 (strongly disagree) to 5 (strongly agree); 'text': a free comment. */
  Kind: z.enum(EVALUATION_QUESTION_KINDS),
  Required: z.boolean(),
  TextEn: z.string(),
  TextAr: z.string(),
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestion>;
export const getCategoryQuestionsResponse = z.array(evaluationQuestion);

export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;
export const EVALUATION_COMMENT_MAX = 1000;

export const evaluationAnswer = z.object({
  QuestionId: z.number().int().positive(),
  Score: z.number().int().min(LIKERT_MIN).max(LIKERT_MAX).optional(),
  Comment: z.string().max(EVALUATION_COMMENT_MAX).optional(),
});
export type EvaluationAnswer = z.infer<typeof evaluationAnswer>;

/**
 * POST /api/Evaluation/InsertStudentEvaluation: one section's whole evaluation in one submission: the
 * course questions and, for each of the section's instructors, the instructor questions.
 */
export const insertStudentEvaluationBody = z.object({
  SectionId: z.number().int().positive(),
  CourseAnswers: z.array(evaluationAnswer).max(100),
  Instructors: z
    .array(
      z.object({ InstructorId: z.number().int().positive(), Answers: z.array(evaluationAnswer).max(100) }),
    )
    .max(10),
});
export type StudentEvaluation = z.infer<typeof insertStudentEvaluationBody>;

export const insertStudentEvaluationResponse = z.object({
  SectionId: z.number().int(),
  /** Sections of the current term still to evaluate after this one. */
  Remaining: z.number().int(),
});

/** One row of the quality office's report (GET /api/Evaluation/GetEvaluationReport). */
export const evaluationReportRow = z.object({
  TermCode: z.string(),
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  SectionNo: z.string(),
  /** Null for the course itself; else the instructor evaluated. */
  InstructorId: z.number().int().nullable(),
  InstructorNameEn: z.string().nullable(),
  Respondents: z.number().int(),
  /** False below the threshold: no scores are shown, only that too few answered. */
  Shown: z.boolean(),
  Questions: z.array(
    z.object({
      QuestionId: z.number().int(),
      TextEn: z.string(),
      Answers: z.number().int(),
      Mean: z.number().nullable(),
    }),
  ),
});
export type EvaluationReportRow = z.infer<typeof evaluationReportRow>;

export const getEvaluationReportQuery = z.object({ termCode: z.string().min(1).max(20).optional() });
export const getEvaluationReportResponse = z.object({
  TermCode: z.string().nullable(),
  /** Aggregates are shown only for groups with at least this many respondents. */
  MinimumRespondents: z.number().int(),
  Rows: z.array(evaluationReportRow),
});
export type EvaluationReport = z.infer<typeof getEvaluationReportResponse>;
