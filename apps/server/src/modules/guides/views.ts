import { GUIDE_IMAGE_SCHEME, type GuideImage, type PublishedGuide, type StaffGuide } from '@portal/contract';
import type { GuideImageRow, GuideRow } from './schema.js';

/** The line the editor pastes to show a picture: its upload name (without extension) as the alt text. */
export function imageView(row: GuideImageRow): GuideImage {
  const alt = row.originalName.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
  return {
    ImageId: row.id,
    FileName: row.originalName,
    MediaType: row.mediaType,
    Bytes: row.bytes,
    Markdown: `![${alt}](${GUIDE_IMAGE_SCHEME}${String(row.id)})`,
  };
}

export function staffGuideView(
  row: GuideRow,
  updatedBy: string,
  images: readonly GuideImageRow[],
): StaffGuide {
  return {
    GuideId: row.id,
    Page: row.page,
    State: row.state,
    Version: row.version,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    BodyEn: row.bodyEn,
    BodyAr: row.bodyAr,
    UpdatedAt: row.updatedAt.toISOString(),
    UpdatedBy: updatedBy,
    PublishedAt: row.publishedAt?.toISOString() ?? null,
    UnpublishedChanges: row.state === 'published' && row.publishedVersion !== row.version,
    Images: images.map(imageView),
  };
}

/** What students read: null unless the guide is published. */
export function publishedView(row: GuideRow): PublishedGuide | null {
  if (row.state !== 'published' || !row.publishedAt) return null;
  return {
    Page: row.page,
    TitleEn: row.publishedTitleEn ?? row.titleEn,
    TitleAr: row.publishedTitleAr ?? row.titleAr,
    BodyEn: row.publishedBodyEn ?? '',
    BodyAr: row.publishedBodyAr ?? '',
    PublishedAt: row.publishedAt.toISOString(),
  };
}
