import { IonButton, IonIcon } from '@ionic/react';
import { openOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

/**
 * Says why sign-in cannot work at this address and what to do, instead of sending the student to the
 * provider for a round trip that ends in "Sign-in did not succeed".
 */
export function WrongAddressNotice({ portal, here }: { portal: string; here: string }) {
  const { t } = useTranslation();
  return (
    <section className="login-wrong-address" role="alert" aria-labelledby="login-wrong-address-title">
      <h2 id="login-wrong-address-title">{t('login.wrongAddress.title')}</h2>
      <p>{t('login.wrongAddress.why', { portal, here })}</p>
      <p>{t('login.wrongAddress.fix', { here })}</p>
      <IonButton expand="block" href={`${portal}/`}>
        <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
        {t('login.wrongAddress.open', { portal })}
      </IonButton>
    </section>
  );
}
