import { IonSegment, IonSegmentButton, IonLabel } from '@ionic/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editedGuideImages } from '../api/get-guide-image';
import { GuideMarkdown } from '../markdown/guide-markdown';
import { parseMarkdown } from '../markdown/parse-markdown';
import { GUIDES_NAMESPACE } from '../translations';

/** The text as students will see it, drawn by the same renderer as their page, as the editor types. */
export function GuidePreview({
  title,
  body,
}: {
  title: { en: string; ar: string };
  body: { en: string; ar: string };
}) {
  const { t } = useTranslation(GUIDES_NAMESPACE);
  const [language, setLanguage] = useState<'en' | 'ar'>('en');
  // Typing stays quick in a long guide: the preview follows a beat behind.
  const markdown = useDeferredValue(body[language]);
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <section className="guide-preview" aria-labelledby="guide-preview-title">
      <div className="guide-preview-bar">
        <h2 id="guide-preview-title">{t('editor.preview')}</h2>
        <IonSegment
          value={language}
          aria-label={t('editor.previewLanguage')}
          onIonChange={(event) => {
            setLanguage(event.detail.value === 'ar' ? 'ar' : 'en');
          }}
        >
          <IonSegmentButton value="en">
            <IonLabel>{t('editor.english')}</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="ar">
            <IonLabel>{t('editor.arabic')}</IonLabel>
          </IonSegmentButton>
        </IonSegment>
      </div>
      <article className="guide-article" lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <h1>{title[language]}</h1>
        <GuideMarkdown blocks={blocks} loadImage={editedGuideImages} />
      </article>
    </section>
  );
}
