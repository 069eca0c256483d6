import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../lib/app-alerts';
import { currentLanguage, LANGUAGES } from '../lib/i18n';
import { switchLanguage } from '../lib/shell-translations';

/**
 * English / العربية as two toggle buttons (aria-pressed). Each option is written in its own language so a
 * reader finds theirs whichever language is showing. Buttons rather than IonSegment: the segment would
 * add about 30 KB to the entry chunk for the same job.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = currentLanguage(i18n);
  return (
    <div className="language-switch" role="group" aria-labelledby="language-switch-label">
      <p className="language-switch__label" id="language-switch-label">
        {t('language.label')}
      </p>
      <div className="language-switch__options">
        {LANGUAGES.map((language) => (
          <IonButton
            key={language}
            lang={language}
            className="language-switch__option"
            fill={language === current ? 'solid' : 'outline'}
            size="small"
            aria-pressed={language === current}
            onClick={() => {
              // Its strings could not be fetched (offline before the app was stored for offline use).
              switchLanguage(i18n, language).catch(() => {
                showAlert({ kind: 'no-connection' });
              });
            }}
          >
            {t(`language.${language}`)}
          </IonButton>
        ))}
      </div>
    </div>
  );
}
