import { IonSelect, IonSelectOption } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../page-title';
import type { MessageLink } from '@portal/contract';
import { MOBILE_PAGE_NAMES, STAFF_PAGE_NAMES } from '@portal/contract/pages';

const NOT_LINKABLE: readonly string[] = ['login', ...STAFF_PAGE_NAMES];
const LINKABLE = MOBILE_PAGE_NAMES.filter((page): page is MessageLink => !NOT_LINKABLE.includes(page));
const NO_LINK = '';

function isLinkable(value: unknown): value is MessageLink {
  return LINKABLE.some((page) => page === value);
}

/** The page a message opens: any student page of spec §2, by its title where the app has one. */
export function LinkSelect({
  value,
  onChange,
}: {
  value: MessageLink | undefined;
  onChange: (page: MessageLink | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <IonSelect
      label={t('notifications.send.link')}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={value ?? NO_LINK}
      onIonChange={(event) => {
        onChange(isLinkable(event.detail.value) ? event.detail.value : undefined);
      }}
    >
      <IonSelectOption value={NO_LINK}>{t('notifications.send.noLink')}</IonSelectOption>
      {LINKABLE.map((page) => (
        <IonSelectOption key={page} value={page}>
          {pageTitle(page, t, i18n) ?? page}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
