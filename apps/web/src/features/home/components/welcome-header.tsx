import { IonSkeletonText } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useUniversityName } from '../../../lib/use-university-name';

/** The welcome line. Until the configuration arrives the heading keeps its size, so nothing jumps. */
export function WelcomeHeader() {
  const { t } = useTranslation();
  const university = useUniversityName();
  return (
    <header className="welcome">
      <h1 className="welcome__title">
        {university ? (
          t('home.welcome', { university })
        ) : (
          <IonSkeletonText animated className="welcome__title-skeleton" aria-label={t('app.loading')} />
        )}
      </h1>
      <p className="welcome__intro">{t('home.intro')}</p>
    </header>
  );
}
