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
  | 'invoiceId'
  | 'paymentId'
  | 'orderId'
  | 'documentId'
  | 'applicationId'
  | 'applicationDocumentId'
  | 'sstpApplicationId'
  | 'credentialId'
  | 'partyGuestId'
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
  // Ceremonies and events (issue 27): an event is the university's; a guest is the inviting student's.
  'GET /api/Party/GetStudentSavedData': {},
  'POST /api/Party/SaveRequest': {},
  'POST /api/Party/SaveRequest_WCoat': {},
  'POST /api/Party/SendInvitationByEmail': {},
  'POST /api/Party/RemoveInvitation': { 'body.GuestId': 'partyGuestId' },
  'GET /api/Party/GetDocumentParesdBytes': {},
  // Student-services requests (issue 24): another student's request or file is "not found among yours".
  'GET /api/Orders/GetStudentOrders': {},
  'GET /api/Orders/GetStudentOrder': { 'query.OrderId': 'orderId' },
  'POST /api/Orders/GetParameterForm': {},
  'POST /api/Orders/GetOrderTypeDocuments': {},
  'POST /api/Orders/SaveStudentOrder': { 'body.OrderId': 'orderId' },
  'POST /api/Orders/UpdateStudentOrder': { 'body.OrderId': 'orderId' },
  'POST /api/Orders/GetActionLogList': { 'body.OrderId': 'orderId' },
  'GET /api/Orders/GetOrderDocument': { 'query.DocumentId': 'documentId' },
  // Multipart: the fields are sent as text parts before one tiny PDF.
  'POST /api/Orders/UploadFiles_New': { 'body.OrderId': 'orderId' },
  // A term is the university's, not a student's: the courses listed are always the token's student's.
  'POST /api/Orders/GetStudentCourses': { 'body.TermId': 'termId' },
  'POST /api/Orders/GetStudentDropCourses': { 'body.TermId': 'termId' },
  'POST /api/Orders/GetStudentWUDropCourses': { 'body.TermId': 'termId' },
  'POST /api/Orders/GetStudentMakeUpCourse': { 'body.TermId': 'termId' },
  'POST /api/Orders/GetStudentCoursesWorkSubmission': { 'body.TermId': 'termId' },
  'POST /api/Orders/GetCompleteDocument': { 'body.OrderId': 'orderId' },
  // Public: the code is the document's, and the answer is what the document itself prints.
  'GET /api/Orders/VerifyDocument': {},
  'GET /api/StudentPetition/GetInvoicePaymentRequest': { 'query.OrderId': 'orderId' },
  'POST /api/StudentPetition/InsertStudentPaymentTransaction': { 'body.OrderId': 'orderId' },
  'POST /api/Billing/GetPaymentRequest': { 'body.TermId': 'termId' },
  'GET /api/Billing/GetInstallmentPlans': { 'query.TermId': 'termId' },
  'POST /api/Billing/InsertStudentInstallment': { 'body.TermId': 'termId' },
  'POST /api/Billing/GetInstallmentPaymentRequest': { 'body.TermId': 'termId' },
  'GET /api/Billing/GetInvoicePaymentRequest': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  'GET /api/Billing/GetPaymentReceipt': { 'query.PaymentId': 'paymentId' },
  'POST /api/Billing/InsertStudentInvoiceTransaction': { 'body.PaymentInvoiceRequestId': 'invoiceId' },
  'GET /api/Portal/GetBillingURL': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  // A bank is the university's, not a student's record: only the invoice is the student's.
  'GET /api/Billing/GetNotification': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  'POST /api/Billing/AcceptNotification': { 'body.PaymentInvoiceRequestId': 'invoiceId' },
  'GET /api/Portal/getBankURL': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  'GET /api/Billing/GetDepositSlip': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  'POST /api/Billing/InsertStudentPaymentTransaction': { 'body.PaymentInvoiceRequestId': 'invoiceId' },
  'GET /api/Billing/InsertStudentPaymentTransaction': { 'query.PaymentInvoiceRequestId': 'invoiceId' },
  // The provider's signature covers the invoice reference inside: unsigned, nothing of the body is read.
  'POST /api/Billing/PaymobCallback': {},
  'POST /api/Billing/FawryCallback': {},
  // Signed by the bank over every field: unsigned, nothing of the body is read.
  'POST /api/Billing/BankDepositCallback': {},
  // A line and a stop are the university's, not a student's: the subscription changed is always the token's.
  'POST /api/Billing/BusLineChanged': {},
  'POST /api/Billing/InsertBusPaymentRequest': {},
  'POST /api/Billing/InsertStudentBusTransaction': { 'body.PaymentInvoiceRequestId': 'invoiceId' },
  'POST /api/Billing/InsertMilitaryPaymentRequest': {},
  'GET /api/account/ObtainLocalAccessToken': {},
  'GET /api/account/AdminLogin': { 'query.userName': 'email' },
  'POST /api/account/AdminLogin': { 'body.userName': 'email' },
  'POST /api/Portal/InsertAnnouncmentLogger': { 'body.AnnouncementId': 'announcementId' },
  'GET /api/Notify/GetStudentMessages': {},
  // A topic, a channel and on/off: the student's own preference, never another's.
  'POST /api/Notify/SaveNotificationPreference': {},
  // Whether to be held until let in: the place asked about is always the token's student's.
  'POST /api/Registration/RequestAdmission': {},
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
  'GET /api/StudentService/GetStudentCredentials': {},
  'POST /api/StudentService/RevealStudentCredential': { 'body.CredentialId': 'credentialId' },
  // The system is the student's own account in it: the token decides whose password is set.
  'POST /api/StudentService/SaveStudentPassword': {},
  // A guide (its page) and its pictures are the university's, not a student's record.
  'GET /api/StudentService/GetGuide': {},
  'GET /api/StudentService/GetGuideImage': {},
  // Contact: the student code names whose data; a confirmation token is a secret bound to its student
  // (routes.test.ts proves another student's token is refused).
  'GET /api/Contact/GetStudentContactCard': {},
  'POST /api/Contact/UpdateStudentContact': { 'body.StudentCode': 'code' },
  'POST /api/Contact/ChangePersonalEmail': { 'body.StudentCode': 'code' },
  'POST /api/Contact/ConfirmPersonalEmail': { 'body.StudentCode': 'code' },
  'GET /api/Contact/GetUniversityOffices': {},
  'GET /api/Registration/GetRegistrationTicket': {},
  // Advising (issue 9). A student code names whose record; course, section and group ids name the
  // catalogue (public), except where the call acts on what the student holds (RemoveCourse, drops).
  'GET /api/AdvisingValidator/Check': {},
  'POST /api/Portal/UpdateAdvisingContactData': { 'body.StudentCode': 'code' },
  'POST /api/Advising/GetCourseSections': { 'body.StudentCode': 'code' },
  'POST /api/Advising/InsertCourse': { 'body.StudentCode': 'code' },
  'POST /api/Advising/RemoveCourse': { 'body.StudentCode': 'code', 'body.CourseId': 'courseId' },
  'GET /api/Module/GetStudentGroups': { 'query.studentCode': 'code' },
  'GET /api/Module/GetSelectedElectives': { 'query.studentCode': 'code' },
  'POST /api/Module/CheckElectivesConflicts': { 'body.StudentCode': 'code' },
  'POST /api/Module/SaveStudentGroup': { 'body.StudentCode': 'code' },
  'GET /api/AddDrop/GetStudentCategories': { 'query.studentcode': 'code' },
  'POST /api/AddDrop/GetCourseSections': { 'body.StudentCode': 'code' },
  'POST /api/AddDrop/InsertTempAddCourse': { 'body.StudentCode': 'code' },
  'POST /api/AddDrop/InsertTempDropCourse': { 'body.StudentCode': 'code', 'body.CourseId': 'courseId' },
  // ChangeId is a row of the student's own cart, looked up within it; the fixture's B has no cart.
  'POST /api/AddDrop/RemoveFromTmpAddDrop': { 'body.StudentCode': 'code' },
  'POST /api/AddDrop/Save': { 'body.StudentCode': 'code' },
  'POST /api/Advising/ReqSheet': { 'body.StudentCode': 'code' },
  'POST /api/Advising/BuildSchedules': {},
  // A catalogue program, not a student's record: the audit is always the token's student's.
  'GET /api/AdvisingPreview/GetWhatIfAudit': {},
  'POST /api/Advising/AdviseSchedule': {},
  // Waitlists (issue 10): B's section, whose line A must not touch.
  'POST /api/Advising/JoinWaitlist': { 'body.SectionId': 'sectionId' },
  'POST /api/Advising/LeaveWaitlist': { 'body.SectionId': 'sectionId' },
  'POST /api/Advising/AcceptWaitlistOffer': { 'body.SectionId': 'sectionId' },
  'POST /api/Advising/DeclineWaitlistOffer': { 'body.SectionId': 'sectionId' },
  'POST /api/AddDrop/JoinWaitlist': { 'body.SectionId': 'sectionId' },
  'POST /api/AddDrop/LeaveWaitlist': { 'body.SectionId': 'sectionId' },
  'POST /api/AddDrop/AcceptWaitlistOffer': { 'body.SectionId': 'sectionId' },
  'POST /api/AddDrop/DeclineWaitlistOffer': { 'body.SectionId': 'sectionId' },
  // International programs (issue 25): another student's application or file is "not found among yours"; a
  // program, its terms and a mode's checklist are the office's, the same for everyone.
  'GET /api/International/GetFacultyIntroText': {},
  'GET /api/International/GetStudentProgram': { 'query.ApplicationId': 'applicationId' },
  'GET /api/International/GetAppliedSemesters': {},
  'GET /api/International/GetAppliedUniversities': { 'query.TermId': 'termId' },
  'GET /api/International/GetDocuments': {},
  'POST /api/International/SaveStudentProgram': { 'body.ApplicationId': 'applicationId' },
  // A round is the faculty's, not a student's: the ranking saved is always the token's student's.
  'POST /api/Tanseek/SaveStudentChoices': { 'body.StudentCode': 'code' },
  // SSTP (issue 26): the catalogue and cycle are everyone's; another student's application is not found.
  'POST /api/SSTP/GetOrganizations': {},
  'POST /api/SSTP/InsertSSTPData': { 'body.StudentCode': 'code' },
  'POST /api/SSTP/SaveStudentSSTPData': {
    'body.StudentCode': 'code',
    'body.ApplicationId': 'sstpApplicationId',
  },
  'POST /api/International/UpdateStudentProgram': { 'body.ApplicationId': 'applicationId' },
  'POST /api/International/UploadFiles_New': { 'body.ApplicationId': 'applicationId' },
  'POST /api/International/GetDocumentParesdBytes': { 'body.DocumentId': 'applicationDocumentId' },
  // Installment pages (issue 25): B's accepted application, whose plan and invoices A must not touch.
  'GET /api/International/GetInstallmentPlans': { 'query.ApplicationId': 'applicationId' },
  'GET /api/International/GetInstallmentPlans_Curious': { 'query.ApplicationId': 'applicationId' },
  'POST /api/International/GetConfiguration': {},
  'POST /api/International/GetPaymentInstallment': { 'body.ApplicationId': 'applicationId' },
  'POST /api/International/GetPaymentInstallment_Curious': { 'body.ApplicationId': 'applicationId' },
};
