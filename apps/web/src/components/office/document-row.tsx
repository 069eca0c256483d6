import { IonButton } from '@ionic/react';
import type { DocumentKind, DocumentState } from '@portal/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWithAnchor } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { OFFICE_NAMESPACE } from './translations';

/** An uploaded file as the offices read it (a request's document, an application's); null name: waived. */
export interface UploadedDocument {
  DocumentId: number;
  FileName: string | null;
  Kind: DocumentKind | null;
  Bytes: number | null;
  State: DocumentState;
  ReviewNote: string | null;
}

/**
 * One uploaded file: its name, size and review state; an image is previewed inline (a blob URL, revoked
 * when the panel closes), a PDF is downloaded to open in the device's reader. Each opening is audited by the
 * office's call that `fetchFile` makes (a request's file, an application's file).
 */
export function DocumentRow({
  document,
  fetchFile,
  children,
}: {
  document: UploadedDocument;
  fetchFile: (documentId: number) => Promise<Blob>;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['translation', OFFICE_NAMESPACE]);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const image = document.Kind === 'jpeg' || document.Kind === 'png';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function open() {
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await fetchFile(document.DocumentId);
      if (image) setPreview(URL.createObjectURL(file));
      else saveWithAnchor(file, document.FileName ?? `document-${String(document.DocumentId)}.pdf`);
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const size =
    document.Bytes === null
      ? ''
      : ` · ${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(document.Bytes / 1024)} KB`;
  return (
    <div className="office-card">
      <div>
        {document.FileName === null ? t('office:document.waived') : <bdi>{document.FileName}</bdi>}
        {size} · <strong>{t(`office:document.states.${document.State}`)}</strong>
      </div>
      {document.ReviewNote && <div className="office-note">{document.ReviewNote}</div>}
      <div className="office-actions">
        {document.FileName !== null && !preview && (
          <IonButton size="small" fill="outline" disabled={busy} onClick={() => void open()}>
            {t(image ? 'office:document.preview' : 'office:document.download')}
          </IonButton>
        )}
        {children}
      </div>
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      {preview && (
        <img
          className="office-preview"
          src={preview}
          alt={t('office:document.previewOf', { name: document.FileName ?? '' })}
        />
      )}
    </div>
  );
}
