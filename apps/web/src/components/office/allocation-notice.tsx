import { useOfficeFormat } from './use-office-format';

/** When a round's allocation was previewed or published, and the seed that makes it repeatable; nothing before. */
export function AllocationNotice({
  previewedAt,
  publishedAt,
  previewedLabel,
  publishedLabel,
  seedLabel,
}: {
  previewedAt: string | null;
  publishedAt: string | null;
  previewedLabel: (at: string) => string;
  publishedLabel: (at: string) => string;
  seedLabel: string;
}) {
  const format = useOfficeFormat();
  if (previewedAt === null) return null;
  return (
    <p className="office-notice">
      {publishedAt === null
        ? previewedLabel(format.instant(previewedAt))
        : publishedLabel(format.instant(publishedAt))}
      {' · '}
      {seedLabel}
    </p>
  );
}
