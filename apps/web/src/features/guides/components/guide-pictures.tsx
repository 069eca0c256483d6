import { GUIDE_IMAGE_MAX_BYTES, type GuideImage, type GuidePage } from '@portal/contract';
import { IonButton } from '@ionic/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../components/document-upload/format-bytes';
import { errorMessage } from '../../../lib/error-message';
import { useUploadGuideImage } from '../api/upload-guide-image';
import { GUIDES_NAMESPACE } from '../translations';

/**
 * The guide's pictures: upload one (with a progress bar), then paste or insert the line that shows it.
 * Size and kind are checked again by the server, from the file's content.
 */
export function GuidePictures({
  page,
  images,
  disabled,
  onInsert,
}: {
  page: GuidePage;
  images: readonly GuideImage[];
  disabled: boolean;
  onInsert: (line: string, language: 'en' | 'ar') => void;
}) {
  const { t, i18n } = useTranslation(['translation', GUIDES_NAMESPACE]);
  const upload = useUploadGuideImage();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number }>();
  const pick = (file: File | undefined) => {
    if (!file) return;
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      {
        page,
        file,
        onProgress: ({ loaded, total }) => {
          setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) });
        },
      },
      {
        onSettled: () => {
          setProgress(undefined);
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <section className="guide-pictures" aria-labelledby="guide-pictures-title">
      <h2 id="guide-pictures-title">{t('guides:editor.pictures')}</h2>
      <p className="guide-muted">
        {t('guides:editor.picturesHint', { size: formatBytes(GUIDE_IMAGE_MAX_BYTES, i18n.language) })}
      </p>
      <label className="guide-upload">
        <span>{t('guides:editor.choosePicture')}</span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={disabled || upload.isPending}
          onChange={(event) => {
            pick(event.target.files?.[0]);
          }}
        />
      </label>
      {progress && (
        <div className="guide-progress">
          <progress
            max={100}
            value={progress.percent}
            aria-label={t('guides:editor.uploading', { name: progress.name })}
          />
          <span>{t('guides:editor.uploading', { name: progress.name })}</span>
        </div>
      )}
      {upload.isError && (
        <p className="guide-problem" role="alert">
          {errorMessage(upload.error, t)}
        </p>
      )}
      {images.length === 0 ? (
        <p className="guide-muted">{t('guides:editor.noPictures')}</p>
      ) : (
        <ul className="guide-picture-list">
          {images.map((image) => (
            <li key={image.ImageId}>
              <span className="guide-picture-name">
                {image.FileName} · {formatBytes(image.Bytes, i18n.language)}
              </span>
              <code aria-label={t('guides:editor.pasteLine')}>{image.Markdown}</code>
              <span className="guide-picture-actions">
                <IonButton
                  size="small"
                  fill="outline"
                  onClick={() => {
                    onInsert(image.Markdown, 'en');
                  }}
                >
                  {t('guides:editor.insert')}
                </IonButton>
                <IonButton
                  size="small"
                  fill="outline"
                  onClick={() => {
                    onInsert(image.Markdown, 'ar');
                  }}
                >
                  {t('guides:editor.insertAr')}
                </IonButton>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
