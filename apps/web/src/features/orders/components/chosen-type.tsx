import { IonButton, IonIcon } from '@ionic/react';
import type { OrderType } from '@portal/contract';
import { arrowBack } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { useOrderTypeDocuments } from '../api/get-order-type-documents';
import { useParameterForm } from '../api/get-parameter-form';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';
import { RequestForm } from './request-form';

interface ChosenTypeProps {
  type: OrderType;
  courseId?: number;
  onChange: () => void;
  /** Where filing leads (the request's page in "My requests" unless given). */
  filedPath?: (orderId: number) => string;
}

/** A chosen request type: its name and description, a way back to the list, and its form to file. */
export function ChosenType({ type, courseId, onChange, filedPath }: ChosenTypeProps) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const format = useOrdersFormat();
  const form = useParameterForm(type.OrderTypeId);
  const checklist = useOrderTypeDocuments(type.OrderTypeId);
  return (
    <>
      <IonButton fill="clear" size="small" onClick={onChange}>
        <IonIcon slot="start" icon={arrowBack} className="orders-flip" aria-hidden="true" />
        {t('orders:new.otherType')}
      </IonButton>
      <h2>{format.local(type.NameEn, type.NameAr)}</h2>
      <p className="orders-muted">{format.local(type.DescriptionEn, type.DescriptionAr)}</p>
      {form.data && checklist.data ? (
        <RequestForm
          type={type}
          fields={form.data.Fields}
          checklist={checklist.data}
          courseId={courseId}
          filedPath={filedPath}
        />
      ) : (
        <QueriesPending queries={[form, checklist]} errorTitle={t('orders:new.formErrorTitle')} />
      )}
    </>
  );
}
