import { z } from 'zod';
import { mobilePageName } from './menu.js';
import { STAFF_PAGE_NAMES } from './pages.js';
import { page } from './paging.js';

/** Which of a student's messages a list shows. */
export const READ_STATUSES = ['all', 'unread', 'read'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];

/** GET /api/Notify/GetStudentMessages: the signed-in student's messages, newest first. */
export const getStudentMessagesQuery = z.object({
  readStatus: z.enum(READ_STATUSES).default('all'),
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type GetStudentMessagesQuery = z.input<typeof getStudentMessagesQuery>;

export const studentMessage = z.object({
  MessageId: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  /** The portal page the message is about (a page name of spec §2), opened from the message. */
  Link: mobilePageName.nullable(),
  CreatedAt: z.string(),
  IsRead: z.boolean(),
  ReadAt: z.string().nullable(),
});
export type StudentMessage = z.infer<typeof studentMessage>;

export const getStudentMessagesResponse = page(studentMessage);

/** GET /api/Notify/GetStudentMessages_Count: `ReturnObject` is the number of unread messages (spec §3). */
export const getStudentMessagesCountResponse = z.number().int().min(0);

/** POST /api/Notify/MarkMessageRead */
export const markMessageReadBody = z.object({ MessageId: z.number().int().positive() });

/** Answer of MarkMessageRead and MarkAllMessagesRead: the unread count afterwards, for the badge. */
export const unreadAfterMarking = z.object({ Unread: z.number().int().min(0) });

/**
 * Answer of MarkAllMessagesRead: the unread count afterwards (0) and the read time given to every message it
 * marked, so the page the bell opens can still say which messages were new when the badge was cleared.
 */
export const allMessagesMarkedRead = unreadAfterMarking.extend({ ReadAt: z.string() });

/** Who a message goes to. Groups count enrolled (active or suspended) students at the time of sending. */
export const messageAudience = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('student'), StudentCode: z.string().trim().min(1).max(32) }),
  z.object({ Kind: z.literal('faculty'), FacultyId: z.number().int().positive() }),
  z.object({ Kind: z.literal('program'), ProgramId: z.number().int().positive() }),
  z.object({ Kind: z.literal('level'), Level: z.number().int().min(1).max(7) }),
  /** The students holding a seat in the section now. */
  z.object({ Kind: z.literal('section'), SectionId: z.number().int().positive() }),
  z.object({ Kind: z.literal('everyone') }),
]);
export type MessageAudience = z.infer<typeof messageAudience>;
export type MessageAudienceKind = MessageAudience['Kind'];
export const MESSAGE_AUDIENCE_KINDS = [
  'student',
  'faculty',
  'program',
  'level',
  'section',
  'everyone',
] as const satisfies readonly MessageAudienceKind[];

/**
 * What a message is about: the student chooses per topic and channel what reaches them
 * (notification-preferences.ts). Security notices always reach every channel the student has.
 */
export const MESSAGE_TOPICS = [
  'registration',
  'payments',
  'requests',
  'exams',
  'announcements',
  'events',
  'security',
] as const;
export const messageTopic = z.enum(MESSAGE_TOPICS);
export type MessageTopic = z.infer<typeof messageTopic>;

/** A page a message may open: any page of spec §2 a student uses (not sign-in, not a staff page). */
export const messageLink = mobilePageName.exclude(['login', ...STAFF_PAGE_NAMES]);
export type MessageLink = z.infer<typeof messageLink>;

/** POST /api/Notify/SendMessage (staff: communications or registrar). */
export const sendMessageBody = z.object({
  Title: z.string().trim().min(3).max(120),
  Body: z.string().trim().min(1).max(2000),
  Link: messageLink.optional(),
  Audience: messageAudience,
  /** Decides which students' preferences let it through; a staff message is an announcement unless told. */
  Topic: messageTopic.default('announcements'),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const sentMessage = z.object({ MessageId: z.number().int(), Recipients: z.number().int() });

/** GET /api/Notify/GetMessageAudiences: the faculties and programs a staff member can address. */
export const audienceFaculty = z.object({
  Id: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  Programs: z.array(z.object({ Id: z.number().int(), NameEn: z.string(), NameAr: z.string() })),
});
export type AudienceFaculty = z.infer<typeof audienceFaculty>;
export const getMessageAudiencesResponse = z.array(audienceFaculty);

/**
 * POST /api/Notify/StreamTicket: a short-lived, single-use ticket for opening the live stream. The browser's
 * EventSource cannot send the Authorization header, and the portal token must never travel in a URL.
 */
export const streamTicket = z.object({ Ticket: z.string(), ExpiresInSeconds: z.number().int().positive() });
export type StreamTicket = z.infer<typeof streamTicket>;

/** GET /api/Notify/Stream?ticket=…: the signed-in student's live events (Server-Sent Events). */
export const streamQuery = z.object({ ticket: z.string().min(1).max(128) });

export { liveMessage, type LiveMessage } from './live-message.js';
