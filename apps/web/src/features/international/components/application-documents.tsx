import { IonButton, IonIcon } from '@ionic/react';
import type { ApplicationDetail, ApplicationDocument, OrderTypeDocument } from '@portal/contract';
import { international } from '@portal/contract/calls';
import { eyeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { DocumentPicker } from '../../../components/document-upload/document-picker';
import { useDownload } from '../../../lib/use-download';
import { documentsToUpload } from '../application-rules';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useApplicationUploads } from '../use-application-uploads';
import { useInternationalFormat } from '../use-international-format';
import { DocumentChip } from './state-chip';

function DocumentRow({ document, name }: { document: ApplicationDocument; name: string }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const download = useDownload();
  return (
    <li className="request-document">
      <div className="request-document__head">
        <span className="request-document__name">{name}</span>
        <DocumentChip state={document.State} />
      </div>
      <p className="intl-muted">
        <bdi>{document.FileName}</bdi> · {format.dateTime(document.UploadedAt)}
      </p>
      {document.ReviewNote && (
        <p className="request-document__note" dir="auto">
          {document.ReviewNote}
        </p>
      )}
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('documents.downloadNamed', { name: document.FileName })}
        onClick={() =>
          void download({
            call: international.getDocumentParsedBytes,
            body: { DocumentId: document.DocumentId },
            fileName: document.FileName,
          })
        }
      >
        <IonIcon slot="start" icon={eyeOutline} aria-hidden="true" />
        {t('documents.download')}
      </IonButton>
    </li>
  );
}

/**
 * The application's documents with the office's review of each, and a picker, sent at once, for each entry
 * a draft still lacks or the office asked to replace.
 */
export function ApplicationDocuments({
  application,
  checklist,
}: {
  application: ApplicationDetail;
  checklist: readonly OrderTypeDocument[];
}) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const uploads = useApplicationUploads();
  const nameOf = (code: string) => {
    const entry = checklist.find((candidate) => candidate.Code === code);
    return entry ? format.local(entry.NameEn, entry.NameAr) : code;
  };
  const toUpload = documentsToUpload(application, checklist);
  if (application.Documents.length === 0 && toUpload.length === 0) return null;
  return (
    <section className="intl-section" aria-labelledby={`documents-${application.ApplicationId}`}>
      <h2 id={`documents-${application.ApplicationId}`}>{t('documents.title')}</h2>
      <ul className="request-documents">
        {application.Documents.map((document) => (
          <DocumentRow
            key={document.DocumentId}
            document={document}
            name={nameOf(document.RequirementCode)}
          />
        ))}
      </ul>
      {toUpload.length > 0 && (
        <p className="intl-muted">
          {application.State === 'returned' ? t('documents.replaceIntro') : t('documents.uploadIntro')}
        </p>
      )}
      {toUpload.map((entry) => (
        <DocumentPicker
          key={entry.Code}
          requirement={entry}
          picked={uploads.picked[entry.Code]}
          onPick={(files) => {
            uploads.pick(entry.Code, files);
            void uploads.send(application.ApplicationId, entry.Code, files);
          }}
        />
      ))}
    </section>
  );
}
