import type { OfficeOrder, OrderDocument, OrderTypeDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { DocumentRow } from '../../../components/office/document-row';
import { getOfficeDocument } from '../api/get-office-document';
import { ReviewButtons } from './review-buttons';

/** The checklist with what was uploaded for each entry, and the review buttons while the request is in review. */
export function OrderDocuments({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const reviewing = order.State === 'in-review';
  const of = (requirement: OrderTypeDocument): OrderDocument[] =>
    order.Documents.filter((document) => document.RequirementCode === requirement.Code);

  if (order.Requirements.length === 0) return <p>{t('studentServices:editor.noDocuments')}</p>;
  return (
    <div>
      {order.Requirements.map((requirement) => {
        const documents = of(requirement);
        const settled = documents.some((one) => one.State === 'accepted' || one.State === 'waived');
        return (
          <div key={requirement.Code} className="office-card">
            <strong>{format.named(requirement.NameEn, requirement.NameAr)}</strong> ·{' '}
            {t(requirement.Required ? 'studentServices:detail.required' : 'studentServices:detail.optional')}
            {documents.length === 0 && <p>{t('studentServices:detail.missing')}</p>}
            {documents.map((document) => (
              <DocumentRow key={document.DocumentId} document={document} fetchFile={getOfficeDocument}>
                {reviewing && document.FileName !== null && (
                  <ReviewButtons order={order} requirementCode={requirement.Code} document={document} />
                )}
              </DocumentRow>
            ))}
            {reviewing &&
              !settled &&
              documents.every((one) => one.FileName === null || one.State === 'rejected') && (
                <ReviewButtons order={order} requirementCode={requirement.Code} />
              )}
          </div>
        );
      })}
    </div>
  );
}
