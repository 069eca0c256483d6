import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/db/client.js';
import { newFileKey, type FileStore } from '../platform/storage/file-store.js';
import { guideImages, guides } from '../modules/guides/schema.js';
import { staffMembers } from '../modules/staff/schema.js';
import { MOODLE_GUIDE, type DemoPicture } from './guide-texts.js';

/** The screenshots beside this file's source (read from src/ whether the demo runs from src/ or dist/). */
const PICTURES = new URL('../../src/demo/guide-images/', import.meta.url);

const MEDIA_TYPES: Readonly<Partial<Record<string, string>>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The demo's published Moodle guide, written by the communications office, with its screenshots of the
 * portal's own Moodle Credentials page put into the file store the way UploadGuideImage puts them. A
 * database that already has the guide is left alone.
 */
export async function loadDemoGuides(handle: DatabaseHandle, files: FileStore, now: Date): Promise<boolean> {
  const db = handle.db;
  const [author] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(sql`'communications' = any(${staffMembers.roles}) and ${staffMembers.status} = 'active'`)
    .orderBy(staffMembers.id)
    .limit(1);
  const [existing] = await db.select({ id: guides.id }).from(guides).where(eq(guides.page, 'moodle-guide'));
  if (!author || existing) return false;
  const stored: { picture: DemoPicture; key: string; bytes: number; sha256: string; mediaType: string }[] =
    [];
  try {
    for (const picture of MOODLE_GUIDE.pictures) {
      const bytes = await readFile(fileURLToPath(new URL(picture.file, PICTURES)));
      const mediaType = MEDIA_TYPES[picture.file.split('.').pop() ?? ''];
      if (!mediaType) throw new Error(`The demo picture ${picture.file} is not a PNG, JPEG or WebP`);
      const key = newFileKey();
      stored.push({
        picture,
        key,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        mediaType,
      });
      await files.put(key, Readable.from(bytes), bytes.length, mediaType);
    }
    await db.transaction(async (tx) => {
      const [guide] = await tx
        .insert(guides)
        .values({
          page: 'moodle-guide',
          titleEn: '',
          titleAr: '',
          bodyEn: '',
          bodyAr: '',
          updatedBy: author.id,
        })
        .returning({ id: guides.id });
      if (!guide) throw new Error('The demo guide was not written');
      const ids = new Map<string, number>();
      for (const one of stored) {
        const [row] = await tx
          .insert(guideImages)
          .values({
            guideId: guide.id,
            fileKey: one.key,
            mediaType: one.mediaType,
            bytes: one.bytes,
            sha256: one.sha256,
            originalName: one.picture.file,
            uploadedBy: author.id,
            uploadedAt: now,
          })
          .returning({ id: guideImages.id });
        if (row) ids.set(one.picture.name, row.id);
      }
      // `guide-image:{picture:name}` in the texts gets the id the picture got.
      const withIds = (text: string) =>
        text.replace(/\{picture:([a-z-]+)\}/g, (_, name: string) => String(ids.get(name)));
      const text = {
        titleEn: MOODLE_GUIDE.titleEn,
        titleAr: MOODLE_GUIDE.titleAr,
        bodyEn: withIds(MOODLE_GUIDE.bodyEn),
        bodyAr: withIds(MOODLE_GUIDE.bodyAr),
      };
      await tx
        .update(guides)
        .set({
          ...text,
          state: 'published',
          publishedTitleEn: text.titleEn,
          publishedTitleAr: text.titleAr,
          publishedBodyEn: text.bodyEn,
          publishedBodyAr: text.bodyAr,
          publishedVersion: 1,
          publishedAt: now,
          updatedAt: now,
        })
        .where(eq(guides.id, guide.id));
    });
    return true;
  } catch (error) {
    await Promise.allSettled(stored.map((one) => files.remove(one.key)));
    throw error;
  }
}
