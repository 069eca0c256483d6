import { z } from 'zod';
import { studentData } from './default-data.js';
import { onlineChannel } from './billing-payments.js';
import { orderFee } from './orders-requests.js';

/*
 * The student-services office's look-ups: the student as the office sees them, and the courses a course
 * request may name (the choices of a form's `course` field, per the type's purpose).
 */

/** GET (orders host) GetStudentData: the profile, plus what the office needs before a request is filed. */
export const ordersStudentData = studentData.extend({
  /** Requests not yet over (not rejected, closed, fulfilled or withdrawn). */
  OpenOrders: z.number().int(),
  /** Requests waiting on the student: a draft, a fee to pay, a correction asked for. */
  OrdersAwaitingStudent: z.number().int(),
});
export const getOrdersStudentDataResponse = ordersStudentData;

/** A course of the student's current (or given) term, as a course request names it. */
export const orderCourse = z.object({
  /** The registration the request is about: the value a `course` field's answer carries. */
  RegistrationId: z.number().int(),
  CourseId: z.number().int(),
  CourseCode: z.string(),
  CourseNameEn: z.string(),
  CourseNameAr: z.string(),
  Credits: z.number(),
  SectionCode: z.string(),
  TermCode: z.string(),
  /** The grade on record (recalculation), or null while none is published. */
  Grade: z.string().nullable(),
  /**
   * Late drop: the grade the course would be recorded with — `W` (withdrawn) or `WU` (withdrawn while
   * failing attendance or marks, which counts as a fail). Null for other purposes.
   */
  DropGrade: z.enum(['W', 'WU']).nullable(),
  /** Why the course cannot be named now (already has an open request, deadline passed), or null. */
  NotAvailableReason: z.string().nullable(),
});
export type OrderCourse = z.infer<typeof orderCourse>;

/** POST GetStudentCourses / GetStudentDropCourses / GetStudentWUDropCourses / GetStudentMakeUpCourse / GetStudentCoursesWorkSubmission. */
export const orderCoursesBody = z.object({
  /** Leave out for the current term. */
  TermId: z.number().int().positive().optional(),
});
export const orderCoursesResponse = z.array(orderCourse);

/** POST Getfaculties (orders host): the faculties a letter may be addressed to or a transfer names. */
export const ordersFaculty = z.object({
  FacultyId: z.number().int(),
  FacultyCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});
export const getOrdersFacultiesResponse = z.array(ordersFaculty);

/** GET GetAcceptanceExcuse: the student's absence excuses the office accepted, newest first. */
export const acceptedExcuse = z.object({
  OrderId: z.number().int(),
  Number: z.string(),
  /** The course excused, or null for an excuse covering every course of the dates. */
  CourseCode: z.string().nullable(),
  CourseNameEn: z.string().nullable(),
  CourseNameAr: z.string().nullable(),
  FromDate: z.string(),
  ToDate: z.string(),
  AcceptedAt: z.iso.datetime({ offset: true }),
});
export const getAcceptanceExcuseResponse = z.array(acceptedExcuse);

/** GET /api/StudentPetition/GetStudentCourses: the graded courses a recalculation petition may name. */
export const getPetitionCoursesResponse = orderCoursesResponse;

/**
 * GET /api/StudentPetition/GetInvoicePaymentRequest: the invoice of a petition's fee — opened when none is
 * open, the open one again otherwise — to pay online or at a bank.
 */
export const petitionOrderQuery = z.object({ OrderId: z.coerce.number().int().positive() });
export const getPetitionInvoiceResponse = z.object({
  OrderId: z.number().int(),
  Fee: orderFee,
  /** The billing invoice to pay (GetPaymentRequest's shape), or null once the fee is paid. */
  PaymentInvoiceRequestId: z.number().int().nullable(),
  Reference: z.string().nullable(),
  ExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PetitionInvoice = z.infer<typeof getPetitionInvoiceResponse>;

/**
 * POST /api/StudentPetition/InsertStudentPaymentTransaction: starts paying a petition's invoice online;
 * answers where to send the student (the provider's page), as InsertStudentInvoiceTransaction does.
 */
export const insertPetitionPaymentBody = z.object({
  OrderId: z.number().int().positive(),
  Channel: onlineChannel,
});
/** The payment started (billing's paymentAttempt): the checkout page or the outlet reference. */
export { paymentAttempt as insertPetitionPaymentResponse } from './billing-payments.js';
