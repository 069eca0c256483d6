import { IonButton, IonIcon } from '@ionic/react';
import type { OrderDetail, OrderDocument } from '@portal/contract';
import { orders } from '@portal/contract/calls';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/use-download';
import { useOrderTypeDocuments } from '../api/get-order-type-documents';
import { documentsToUpload } from '../order-rules';
import { ORDERS_NAMESPACE } from '../translations';
import { useDocumentUploads } from '../use-document-uploads';
import { useOrdersFormat } from '../use-orders-format';
import { DocumentPicker } from '../../../components/document-upload/document-picker';
import { DocumentChip } from './state-chip';

function DocumentRow({ document, name }: { document: OrderDocument; name: string }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const download = useDownload();
  return (
    <li className="request-document">
      <div className="request-document__head">
        <span className="request-document__name">{name}</span>
        <DocumentChip state={document.State} />
      </div>
      {document.FileName && (
        <p className="orders-muted">
          <bdi>{document.FileName}</bdi>
          {document.Bytes !== null && ` · ${format.bytes(document.Bytes)}`} ·{' '}
          {format.dateTime(document.UploadedAt)}
        </p>
      )}
      {document.ReviewNote && <p className="request-document__note">{document.ReviewNote}</p>}
      {document.FileName && (
        <IonButton
          fill="clear"
          size="small"
          aria-label={t('documents.downloadNamed', { name: document.FileName })}
          onClick={() =>
            void download({
              call: orders.getOrderDocument,
              query: { DocumentId: document.DocumentId },
              fileName: document.FileName ?? `${document.DocumentId}`,
            })
          }
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('documents.download')}
        </IonButton>
      )}
    </li>
  );
}

/**
 * The request's documents with the office's review of each; a picker, uploaded at once, for each one a
 * returned request must replace or a draft still lacks, so the request can be sent.
 */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const checklist = useOrderTypeDocuments(order.OrderTypeId);
  const uploads = useDocumentUploads();
  const entries = checklist.data ?? [];
  const nameOf = (code: string) => {
    const entry = entries.find((candidate) => candidate.Code === code);
    return entry ? format.local(entry.NameEn, entry.NameAr) : code;
  };
  const codes = documentsToUpload(
    order,
    entries.map((entry) => entry.Code),
  );
  const toUpload = entries.filter((entry) => codes.includes(entry.Code));
  if (order.Documents.length === 0 && toUpload.length === 0) return null;
  return (
    <section className="orders-section" aria-labelledby={`documents-${order.OrderId}`}>
      <h2 id={`documents-${order.OrderId}`}>{t('documents.title')}</h2>
      <ul className="request-documents">
        {order.Documents.map((document) => (
          <DocumentRow
            key={document.DocumentId}
            document={document}
            name={nameOf(document.RequirementCode)}
          />
        ))}
      </ul>
      {toUpload.length > 0 && <p className="orders-next orders-next--yours">{t('documents.replaceIntro')}</p>}
      {toUpload.map((entry) => (
        <DocumentPicker
          key={entry.Code}
          requirement={entry}
          picked={uploads.picked[entry.Code]}
          onPick={(files) => {
            uploads.pick(entry.Code, files);
            void uploads.send(order.OrderId, entry.Code, files);
          }}
        />
      ))}
    </section>
  );
}
