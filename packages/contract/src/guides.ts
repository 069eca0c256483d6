import { z } from 'zod';

/**
 * The pages that show a staff-written guide (issue 28): each guide belongs to one of them by its page name.
 * A new guide page is one more name here and in pages.ts.
 */
export const GUIDE_PAGES = ['moodle-guide'] as const;
export const guidePage = z.enum(GUIDE_PAGES);
export type GuidePage = z.infer<typeof guidePage>;

/**
 * How a guide's Markdown names one of its own pictures: `![What the picture shows](guide-image:42)`, 42
 * being the id UploadGuideImage answered. No other image address is drawn.
 */
export const GUIDE_IMAGE_SCHEME = 'guide-image:';

/** Longest title and Markdown body of one language: a guide is a page of help, not a book. */
export const GUIDE_TITLE_MAX = 120;
export const GUIDE_BODY_MAX = 40_000;

/** The picture kinds a guide takes (read from the file's first bytes, never from its name). */
export const GUIDE_IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;
/** Largest picture a guide takes: screenshots are saved small so the page opens quickly on a phone. */
export const GUIDE_IMAGE_MAX_BYTES = 512 * 1024;

/**
 * `draft`: students see the empty state; `published`: students read the text as it was last published (an
 * edit since waits for the next publish).
 */
export const GUIDE_STATES = ['draft', 'published'] as const;
export const guideState = z.enum(GUIDE_STATES);
export type GuideState = z.infer<typeof guideState>;

const instant = z.string().describe('ISO 8601 instant (UTC)');
const title = z.string().trim().min(1).max(GUIDE_TITLE_MAX);
const body = z
  .string()
  .max(GUIDE_BODY_MAX)
  .describe('Markdown: headings, lists, bold, italic, code, links, images');

/** GET /api/StudentService/GetGuide: the guide of one page. */
export const getGuideQuery = z.object({ Page: guidePage });

/** The guide as students read it: the text last published, in both languages (the page shows one). */
export const publishedGuide = z.object({
  Page: guidePage,
  TitleEn: z.string(),
  TitleAr: z.string(),
  BodyEn: z.string(),
  BodyAr: z.string(),
  PublishedAt: instant,
});
export type PublishedGuide = z.infer<typeof publishedGuide>;

/** Null when no guide of the page is published: the page then says whom to ask. */
export const getGuideResponse = z.object({ Guide: publishedGuide.nullable() });
export type GetGuideResponse = z.infer<typeof getGuideResponse>;

/** GET /api/StudentService/GetGuideImage and /api/Guides/GetGuideImage: one picture's bytes. */
export const guideImageQuery = z.object({ ImageId: z.coerce.number().int().positive() });

/** One picture uploaded to a guide, as the editor lists it. */
export const guideImage = z.object({
  ImageId: z.number().int(),
  FileName: z.string(),
  MediaType: z.string(),
  Bytes: z.number().int(),
  /** What to paste into the Markdown to show it. */
  Markdown: z.string(),
});
export type GuideImage = z.infer<typeof guideImage>;

/** A guide as the communications office edits it: the working text, its state and who last changed it. */
export const staffGuide = z.object({
  GuideId: z.number().int(),
  Page: guidePage,
  State: guideState,
  /** Raised by every saved change of the text; a save or publish naming an older one is refused (409). */
  Version: z.number().int(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  BodyEn: z.string(),
  BodyAr: z.string(),
  UpdatedAt: instant,
  UpdatedBy: z.string(),
  PublishedAt: instant.nullable(),
  /** Whether the working text differs from what students read (a published guide edited since). */
  UnpublishedChanges: z.boolean(),
  Images: z.array(guideImage),
});
export type StaffGuide = z.infer<typeof staffGuide>;

/** GET /api/Guides/GetGuides: one line per guide page, written or not. */
export const guideSummary = z.object({
  Page: guidePage,
  /** Null: nobody has written this page's guide yet. */
  GuideId: z.number().int().nullable(),
  TitleEn: z.string().nullable(),
  State: guideState.nullable(),
  Version: z.number().int().nullable(),
  UpdatedAt: instant.nullable(),
});
export const getGuidesResponse = z.array(guideSummary);
export type GuideSummary = z.infer<typeof guideSummary>;

/** GET /api/Guides/GetGuide: the page's guide for editing; null before its first save. */
export const getGuideForEditingResponse = z.object({ Guide: staffGuide.nullable() });

/** POST /api/Guides/SaveGuide: the working text in both languages; Version 0 writes a page's first guide. */
export const saveGuideBody = z.object({
  Page: guidePage,
  Version: z.number().int().min(0),
  TitleEn: title,
  TitleAr: title,
  BodyEn: body,
  BodyAr: body,
});
export type SaveGuide = z.infer<typeof saveGuideBody>;

/** POST /api/Guides/PublishGuide and UnpublishGuide: the version the editor shows, so nobody publishes blind. */
export const guideStateBody = z.object({ Page: guidePage, Version: z.number().int().min(1) });

export const staffGuideResponse = staffGuide;

/** POST /api/Guides/UploadGuideImage (multipart): the page's name, then one picture. */
export const uploadGuideImageFields = z.object({ Page: guidePage });
export const uploadGuideImageResponse = guideImage;
