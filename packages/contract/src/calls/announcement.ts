import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/announcement answers. */
export const announcement = {
  getAnnouncements: {
    method: 'GET',
    path: '/api/Portal/GetAnnouncements',
    host: 'portal',
    tag: 'Portal',
    summary: 'Every announcement, newest first, with acceptances of its current version',
    response: 'getAnnouncementsResponse',
  },
  saveAnnouncement: {
    method: 'POST',
    path: '/api/Portal/SaveAnnouncement',
    host: 'portal',
    tag: 'Portal',
    summary: 'Publishes an announcement, or edits one (a changed text is a new version to accept)',
    body: 'saveAnnouncementBody',
    response: 'staffAnnouncement',
    refusable: true,
  },
  endAnnouncement: {
    method: 'POST',
    path: '/api/Portal/EndAnnouncement',
    host: 'portal',
    tag: 'Portal',
    summary: 'Ends an announcement now; it leaves every student’s app and no longer gates',
    body: 'endAnnouncementBody',
    response: 'staffAnnouncement',
    refusable: true,
  },
  getActiveNotification: {
    method: 'GET',
    path: '/api/Portal/GetActiveNotification',
    host: 'portal',
    tag: 'Portal',
    summary: 'Announcements in force for the student, must-accept first, each with whether it is accepted',
    response: 'getActiveNotificationResponse',
  },
  checkAnnocmentIsAccepted: {
    method: 'GET',
    path: '/api/Portal/CheckAnnocmentIsAccepted',
    host: 'portal',
    tag: 'Portal',
    summary: 'The accept flag: 1 when every must-accept announcement in force is accepted, else 0',
    response: 'announcementAcceptFlag',
  },
  insertAnnouncmentLogger: {
    method: 'POST',
    path: '/api/Portal/InsertAnnouncmentLogger',
    host: 'portal',
    tag: 'Portal',
    summary: 'Records that the student accepted an announcement (once per version; a repeat changes nothing)',
    body: 'insertAnnouncementLoggerBody',
    response: 'announcementAcceptance',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
