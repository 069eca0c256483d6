import type { GuidePage, GuideSummary, PublishedGuide, SaveGuide, StaffGuide } from '@portal/contract';
import { GUIDE_PAGES } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import type { FileKind } from '../../platform/storage/file-kind.js';
import type { StoredFile } from '../../platform/storage/upload-outcome.js';
import { GUIDE_MOVE_TARGET, mayMove, type GuideMove } from './guide-states.js';
import { imageIdsIn } from './markdown-images.js';
import {
  allGuides,
  guideOfPage,
  imagesOfGuide,
  imageWithGuide,
  insertGuide,
  insertImage,
  lockGuideOfPage,
  updateGuide,
} from './queries.js';
import type { GuideImageRow, GuideRow } from './schema.js';
import { imageView, publishedView, staffGuideView } from './views.js';

export type GuideOutcome = { kind: 'done'; value: StaffGuide; changed: boolean } | Refused;

/** The guide students read on a page, or null when none is published. */
export async function publishedGuideOf(db: Database, page: GuidePage): Promise<PublishedGuide | null> {
  const found = await guideOfPage(db, page);
  return found ? publishedView(found.guide) : null;
}

/** One line per guide page, written or not. */
export async function guideSummaries(db: Database): Promise<GuideSummary[]> {
  const written = new Map((await allGuides(db)).map((row) => [row.page, row]));
  return GUIDE_PAGES.map((page) => {
    const row = written.get(page);
    return {
      Page: page,
      GuideId: row?.id ?? null,
      TitleEn: row?.titleEn ?? null,
      State: row?.state ?? null,
      Version: row?.version ?? null,
      UpdatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

async function editorView(db: Database | Transaction, page: GuidePage): Promise<StaffGuide | null> {
  const found = await guideOfPage(db, page);
  if (!found) return null;
  return staffGuideView(found.guide, found.updatedBy, await imagesOfGuide(db, found.guide.id));
}

export const guideForEditing = (db: Database, page: GuidePage) => editorView(db, page);

const sameText = (row: GuideRow, input: SaveGuide) =>
  row.titleEn === input.TitleEn &&
  row.titleAr === input.TitleAr &&
  row.bodyEn === input.BodyEn &&
  row.bodyAr === input.BodyAr;

/** Every picture the text names must be one of the guide's own (none before its first save). */
function checkImages(input: SaveGuide, images: readonly GuideImageRow[]): void {
  const own = new Set(images.map((image) => image.id));
  const foreign = imageIdsIn(input.BodyEn, input.BodyAr).find((id) => !own.has(id));
  if (foreign !== undefined)
    throw new RefusedInTransaction('422', say('guides.unknownImage', { id: foreign }));
}

async function answer(tx: Transaction, page: GuidePage, changed: boolean) {
  const view = await editorView(tx, page);
  if (!view) throw new Error(`The guide of ${page} vanished inside its own transaction`);
  return { view, changed };
}

/**
 * Saves the working text. Version 0 writes the page's first guide; otherwise it must be the version the
 * editor read (409 and nothing written if not), and the save raises it. The same text sent again (a
 * double tap, whose version is then one behind) answers as the first save did and writes nothing.
 */
export async function saveGuide(
  db: Database,
  input: SaveGuide,
  staffId: number,
  now: Date,
): Promise<GuideOutcome> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const current = await lockGuideOfPage(tx, input.Page);
      if (current && sameText(current, input)) return answer(tx, input.Page, false);
      if ((current?.version ?? 0) !== input.Version)
        throw new RefusedInTransaction('409', say('guides.stale'));
      checkImages(input, current ? await imagesOfGuide(tx, current.id) : []);
      const text = {
        titleEn: input.TitleEn,
        titleAr: input.TitleAr,
        bodyEn: input.BodyEn,
        bodyAr: input.BodyAr,
        updatedBy: staffId,
        updatedAt: now,
      };
      const written = current
        ? await updateGuide(tx, current.id, { ...text, version: current.version + 1 })
        : await insertGuide(tx, { ...text, page: input.Page, version: 1 });
      // Another office member's first save of this page won the race.
      if (!written) throw new RefusedInTransaction('409', say('guides.stale'));
      return answer(tx, input.Page, true);
    }),
  );
  if (outcome.kind === 'refused') return outcome;
  return { kind: 'done', value: outcome.value.view, changed: outcome.value.changed };
}

/**
 * Publishes (copies the working text to what students read) or unpublishes, at the version the editor
 * shows. Publishing the version already on the page changes nothing (a double tap).
 */
export async function moveGuide(
  db: Database,
  move: GuideMove,
  input: { page: GuidePage; version: number },
  now: Date,
): Promise<GuideOutcome> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const current = await lockGuideOfPage(tx, input.page);
      if (!current) throw new RefusedInTransaction('404', say('guides.none'));
      if (current.version !== input.version) throw new RefusedInTransaction('409', say('guides.stale'));
      if (!mayMove(move, current.state)) throw new RefusedInTransaction('409', say('guides.notPublished'));
      if (move === 'publish' && current.publishedVersion === current.version) {
        return answer(tx, input.page, false);
      }
      const values =
        move === 'publish'
          ? {
              publishedTitleEn: current.titleEn,
              publishedTitleAr: current.titleAr,
              publishedBodyEn: current.bodyEn,
              publishedBodyAr: current.bodyAr,
              publishedVersion: current.version,
              publishedAt: now,
            }
          : {
              publishedTitleEn: null,
              publishedTitleAr: null,
              publishedBodyEn: null,
              publishedBodyAr: null,
              publishedVersion: null,
              publishedAt: null,
            };
      await updateGuide(tx, current.id, { ...values, state: GUIDE_MOVE_TARGET[move] });
      return answer(tx, input.page, true);
    }),
  );
  if (outcome.kind === 'refused') return outcome;
  return { kind: 'done', value: outcome.value.view, changed: outcome.value.changed };
}

/** Records an uploaded picture on the page's guide; refused (404) before the guide's first save. */
export async function addImage(
  db: Database,
  page: GuidePage,
  file: StoredFile<FileKind>,
  staffId: number,
  now: Date,
) {
  const found = await guideOfPage(db, page);
  if (!found) return refused('404', say('guides.none'));
  const row = await insertImage(db, {
    guideId: found.guide.id,
    fileKey: file.key,
    mediaType: file.mediaType,
    bytes: file.bytes,
    sha256: file.sha256,
    originalName: file.originalName,
    uploadedBy: staffId,
    uploadedAt: now,
  });
  return { kind: 'added' as const, guideId: found.guide.id, image: imageView(row) };
}

/**
 * A picture to send: to the office any guide's; to students only one the published text of its guide
 * shows (a picture uploaded for an edit not yet published stays unseen).
 */
export async function imageToSend(db: Database, imageId: number, forStudent: boolean) {
  const found = await imageWithGuide(db, imageId);
  if (!found) return undefined;
  if (!forStudent) return found.image;
  const shown = imageIdsIn(found.publishedBodyEn ?? '', found.publishedBodyAr ?? '');
  return found.state === 'published' && shown.includes(imageId) ? found.image : undefined;
}
