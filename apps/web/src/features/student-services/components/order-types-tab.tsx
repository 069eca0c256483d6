import { IonButton, IonSpinner } from '@ionic/react';
import type { OrderTypeDefinition } from '@portal/contract';
import { documentsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { useOrderTypeDefinitions } from '../api/get-order-type-definitions';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { newDefinition } from '../type-draft';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { TypeEditor } from './type-editor';

/** Every request type, offered or not; a new one or a change opens the editor. */
export function OrderTypesTab() {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const types = useOrderTypeDefinitions();
  const [editing, setEditing] = useState<OrderTypeDefinition>();
  const [saved, setSaved] = useState<string>();

  if (editing)
    return (
      <TypeEditor
        start={editing}
        onClose={(name) => {
          setEditing(undefined);
          setSaved(name === undefined ? undefined : t('studentServices:types.saved', { name }));
        }}
      />
    );

  return (
    <section aria-label={t('studentServices:tabs.types')}>
      <div className="office-actions">
        <IonButton
          onClick={() => {
            setSaved(undefined);
            setEditing(newDefinition());
          }}
        >
          {t('studentServices:types.new')}
        </IonButton>
      </div>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {types.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {types.isError && (
        <p className="office-problem" role="alert">
          {errorMessage(types.error, t)}
        </p>
      )}
      {types.data?.length === 0 && (
        <StatePanel tone="empty" icon={documentsOutline} title={t('studentServices:empty.types')} />
      )}
      {types.data && types.data.length > 0 && (
        <table className="office-table">
          <caption>{t('studentServices:tabs.types')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studentServices:types.name')}</th>
              <th scope="col">{t('studentServices:types.office')}</th>
              <th scope="col">{t('studentServices:types.purpose')}</th>
              <th scope="col">{t('studentServices:types.fee')}</th>
              <th scope="col">{t('studentServices:types.active')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {types.data.map((type) => (
              <tr key={type.OrderTypeId}>
                <td data-label={t('studentServices:types.name')}>{format.named(type.NameEn, type.NameAr)}</td>
                <td data-label={t('studentServices:types.office')}>
                  {t(`studentServices:tabs.${type.Office}`)}
                </td>
                <td data-label={t('studentServices:types.purpose')}>
                  {t(`studentServices:purpose.${type.Purpose}`)}
                </td>
                <td data-label={t('studentServices:types.fee')}>
                  {type.FeePiastres === 0 ? t('studentServices:types.free') : format.money(type.FeePiastres)}
                </td>
                <td data-label={t('studentServices:types.active')}>
                  {t(type.Active ? 'studentServices:types.active' : 'studentServices:types.inactive')}
                </td>
                <td data-label="">
                  <IonButton
                    size="small"
                    fill="outline"
                    onClick={() => {
                      setSaved(undefined);
                      setEditing(type);
                    }}
                  >
                    {t('studentServices:types.edit')}
                  </IonButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
