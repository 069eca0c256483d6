import type { StudentRecords } from './student-records.js';

/** Which of a student's records an input field names. */
export type IdentifierKind = keyof Pick<
  StudentRecords,
  | 'studentId'
  | 'code'
  | 'email'
  | 'registrationId'
  | 'sectionId'
  | 'impersonationId'
  | 'auditEntryId'
  | 'messageId'
  | 'announcementId'
  | 'pushDeviceId'
  | 'pushToken'
  | 'courseId'
  | 'termId'
>;

/** A route's input fields by place ("query.StudentCode", "body.MessageId", "path.id") and what each names. */
export type IdentifierFields = Readonly<Record<string, IdentifierKind>>;

/**
 * Every route a student can call that takes input, with the fields that identify a student's record. The
 * object-level matrix (security/object-level.test.ts) calls each route as student A with these fields set
 * to student B's values and checks that nothing of B's comes back or changes. `{}` means: reviewed, no
 * field names a record. A route with inputs missing here fails that test.
 */
export const IDENTIFIER_FIELDS: Readonly<Record<string, IdentifierFields>> = {
  'GET /api/account/NewLogin': {},
  'GET /api/account/ObtainLocalAccessToken': {},
  'GET /api/account/AdminLogin': { 'query.userName': 'email' },
  'POST /api/account/AdminLogin': { 'body.userName': 'email' },
  'POST /api/Portal/InsertAnnouncmentLogger': { 'body.AnnouncementId': 'announcementId' },
  'GET /api/Notify/GetStudentMessages': {},
  'POST /api/Notify/MarkMessageRead': { 'body.MessageId': 'messageId' },
  // A single-use credential, not a record's id: whoever holds it is the student it was issued to.
  'GET /api/Notify/Stream': {},
  'POST /api/Notify/RegisterToken': {
    'body.StudentEmail': 'email',
    'body.DeviceId': 'pushDeviceId',
    'body.Token': 'pushToken',
  },
  'POST /api/Notify/RemoveToken': {
    'body.StudentEmail': 'email',
    'body.DeviceId': 'pushDeviceId',
    'body.Token': 'pushToken',
  },
  'POST /api/Notify/RemoveFCMToken': {
    'body.StudentEmail': 'email',
    'body.DeviceId': 'pushDeviceId',
    'body.Token': 'pushToken',
  },
  'POST /api/Evaluation/GetCourseInstructors': { 'body.SectionId': 'sectionId' },
  'GET /api/Evaluation/GetCategoryQuestions': {},
  'POST /api/Evaluation/InsertStudentEvaluation': { 'body.SectionId': 'sectionId' },
  // The CreatedAt of the student's own link (a version, not an id): another's value simply does not match.
  'POST /api/Reports/CreateCalendarFeed': {},
  // The private link's secret: whoever holds it reads that calendar; B's link is B's credential, not an id.
  'GET /api/Calendar/Feed': {},
  'GET /api/Reports/GetStudentTransriptForSemester': { 'query.semesterId': 'termId' },
  'GET /api/Transcript/GetCoursePreq': { 'query.courseId': 'courseId' },
  'GET /api/Transcript/AddWsGrade': { 'query.courseId': 'courseId' },
  'POST /api/Reports/GetPreviousLibraryAccessCodes': {},
  'GET /api/Registration/GetRegistrationTicket': {},
};
