import type { OrderType } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOrderTypeDocuments } from '../api/get-order-type-documents';
import { useParameterForm } from '../api/get-parameter-form';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

/** What filing a type asks for: its questions and the documents of its checklist, named in a line each. */
export function TypeNeeds({ type }: { type: OrderType }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const form = useParameterForm(type.OrderTypeId);
  const checklist = useOrderTypeDocuments(type.OrderTypeId);
  if (!form.data || !checklist.data) return null;
  const asked = form.data.Fields.map((field) => format.local(field.LabelEn, field.LabelAr));
  const documents = checklist.data.map((entry) => format.local(entry.NameEn, entry.NameAr));
  return (
    <span className="orders-type__needs">
      <span>{t('sso.asks', { list: asked.join(' · ') })}</span>
      {documents.length > 0 && <span>{t('sso.upload', { list: documents.join(' · ') })}</span>}
    </span>
  );
}
