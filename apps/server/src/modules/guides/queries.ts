import { asc, eq } from 'drizzle-orm';
import type { GuidePage } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { staffMembers } from '../staff/schema.js';
import { guideImages, guides, type GuideRow, type NewGuideImageRow, type NewGuideRow } from './schema.js';

type Reader = Database | Transaction;

/** A guide with the email of whoever last saved it (the guides_page_key index, staff by primary key). */
export async function guideOfPage(db: Reader, page: GuidePage) {
  const [row] = await db
    .select({ guide: guides, updatedBy: staffMembers.email })
    .from(guides)
    .innerJoin(staffMembers, eq(staffMembers.id, guides.updatedBy))
    .where(eq(guides.page, page));
  return row;
}

/** Every written guide, for the office's list. */
export function allGuides(db: Reader) {
  return db.select().from(guides).orderBy(asc(guides.page));
}

/** The page's guide, locked until the transaction ends: two saves or publishes of one guide queue. */
export async function lockGuideOfPage(tx: Transaction, page: GuidePage): Promise<GuideRow | undefined> {
  const [row] = await tx.select().from(guides).where(eq(guides.page, page)).for('update');
  return row;
}

/** A page's first guide; undefined when another save wrote it first (the unique page). */
export async function insertGuide(tx: Transaction, values: NewGuideRow): Promise<GuideRow | undefined> {
  const [row] = await tx.insert(guides).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateGuide(
  tx: Transaction,
  guideId: number,
  values: Partial<NewGuideRow>,
): Promise<GuideRow | undefined> {
  const [row] = await tx.update(guides).set(values).where(eq(guides.id, guideId)).returning();
  return row;
}

/** A guide's pictures, oldest first (guide_images_guide_idx). */
export function imagesOfGuide(db: Reader, guideId: number) {
  return db.select().from(guideImages).where(eq(guideImages.guideId, guideId)).orderBy(asc(guideImages.id));
}

export async function insertImage(db: Reader, values: NewGuideImageRow) {
  const [row] = await db.insert(guideImages).values(values).returning();
  if (!row) throw new Error('The guide picture was not recorded');
  return row;
}

/** One picture with the page and published text of its guide (guide_images by primary key). */
export async function imageWithGuide(db: Reader, imageId: number) {
  const [row] = await db
    .select({
      image: guideImages,
      state: guides.state,
      publishedBodyEn: guides.publishedBodyEn,
      publishedBodyAr: guides.publishedBodyAr,
    })
    .from(guideImages)
    .innerJoin(guides, eq(guides.id, guideImages.guideId))
    .where(eq(guideImages.id, imageId));
  return row;
}
