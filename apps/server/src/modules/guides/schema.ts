import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { GUIDE_PAGES, GUIDE_STATES, type GuidePage, type GuideState } from '@portal/contract';
import { id, quotedList } from '../../platform/db/columns.js';
import { staffMembers } from '../staff/schema.js';

/**
 * A page's how-to guide, written by the communications office in Markdown in both languages. The working
 * text is what the editor saves; the published columns are what students read, copied from it on publish,
 * so an edit in progress never reaches a student.
 */
export const guides = pgTable(
  'guides',
  {
    id: id(),
    /** The page the guide belongs to (the contract's GUIDE_PAGES). */
    page: text().$type<GuidePage>().notNull(),
    state: text().$type<GuideState>().notNull().default('draft'),
    /** Optimistic concurrency: raised by every saved change of the working text. */
    version: integer().notNull().default(1),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer()
      .notNull()
      .references(() => staffMembers.id),
    /** What students read: null while the guide is a draft. */
    publishedTitleEn: text(),
    publishedTitleAr: text(),
    publishedBodyEn: text(),
    publishedBodyAr: text(),
    /** The working version that was published, to tell the editor whether there are changes since. */
    publishedVersion: integer(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('guides_page_check', sql`${t.page} in (${quotedList(GUIDE_PAGES)})`),
    check('guides_state_check', sql`${t.state} in (${quotedList(GUIDE_STATES)})`),
    check(
      'guides_published_check',
      sql`(${t.state} = 'published') = (${t.publishedAt} is not null and ${t.publishedBodyEn} is not null and ${t.publishedBodyAr} is not null)`,
    ),
    // "The guide of this page" (every call names a page); one guide per page.
    unique('guides_page_key').on(t.page),
  ],
);
export type GuideRow = typeof guides.$inferSelect;
export type NewGuideRow = typeof guides.$inferInsert;

/** A picture uploaded to a guide: the file is in the file store under `fileKey`, never named by its upload name. */
export const guideImages = pgTable(
  'guide_images',
  {
    id: id(),
    guideId: integer()
      .notNull()
      .references(() => guides.id),
    /** The FileStore key (`YYYY-MM-DD/<uuid>`). */
    fileKey: text().notNull(),
    /** From the content's first bytes: image/png, image/jpeg or image/webp. */
    mediaType: text().notNull(),
    bytes: integer().notNull(),
    sha256: text().notNull(),
    /** The name the uploader's device gave, checked safe by platform/storage; shown in the editor only. */
    originalName: text().notNull(),
    uploadedBy: integer()
      .notNull()
      .references(() => staffMembers.id),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "A guide's pictures, oldest first" (the editor's list and the save's check of the Markdown's pictures).
    index('guide_images_guide_idx').on(t.guideId, t.id),
  ],
);
export type GuideImageRow = typeof guideImages.$inferSelect;
export type NewGuideImageRow = typeof guideImages.$inferInsert;
