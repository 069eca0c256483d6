import type { Database } from '../platform/db/client.js';
import { guides, type NewGuideRow } from '../modules/guides/schema.js';

/** A guide of the Moodle guide page, a draft unless the overrides publish it. */
export async function buildGuide(db: Database, updatedBy: number, overrides: Partial<NewGuideRow> = {}) {
  const [row] = await db
    .insert(guides)
    .values({
      page: 'moodle-guide',
      titleEn: 'Moodle guide',
      titleAr: 'دليل مودل',
      bodyEn: '# Signing in\n\nUse your portal user name.',
      bodyAr: '# تسجيل الدخول\n\nاستخدم اسم المستخدم الخاص بالبوابة.',
      updatedBy,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('The guide was not inserted');
  return row;
}

/** The smallest files of each picture kind, by their first bytes. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-fake-png-body'),
]);
export const TINY_WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 fake-webp-body', 'latin1'),
]);
export const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake-jpeg')]);
