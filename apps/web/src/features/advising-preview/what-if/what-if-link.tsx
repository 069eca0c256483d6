import { IonIcon, IonRouterLink } from '@ionic/react';
import { swapHorizontalOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import './what-if.css';

/** The way into the what-if audit from the preview: a plain link, shown whatever the window's state. */
export function WhatIfLink() {
  const { t } = useTranslation();
  return (
    <IonRouterLink routerLink="/what-if" className="what-if-link">
      <IonIcon icon={swapHorizontalOutline} aria-hidden="true" />
      {t('pages.what-if')}
    </IonRouterLink>
  );
}
