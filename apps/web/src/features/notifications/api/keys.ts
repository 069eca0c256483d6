import type { ReadStatus } from '@portal/contract';

/** Query keys of the notification area: everything under NOTIFY_KEY is the signed-in student's messages. */
export const NOTIFY_KEY = ['notify'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFY_KEY, 'unread-count'] as const;
export const STUDENT_MESSAGES_KEY = [...NOTIFY_KEY, 'messages'] as const;
export const studentMessagesKey = (readStatus: ReadStatus) => [...STUDENT_MESSAGES_KEY, readStatus] as const;

/** The student's notification preferences: not messages, so a refresh of the message centre leaves them. */
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;
