import { IonButton, IonIcon } from '@ionic/react';
import type { SemesterSummary } from '@portal/contract';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useDownloadTranscript } from '../api/download-transcript';
import { formatGpa, formatNumber } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import { StandingBadge } from './standing-badge';
import '../transcript.css';
import './record-summary.css';

/** The cumulative figures as of the newest term, and the PDF download. */
export function RecordSummary({ latest }: { latest: SemesterSummary }) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const download = useDownloadTranscript();
  const language = i18n.language;
  return (
    <section className="record-summary" aria-label={t('transcript:summaryLabel')}>
      <dl className="record-summary__figures">
        <div className="record-summary__figure">
          <dt>{t('transcript:cumulativeGpa')}</dt>
          <dd className="record-summary__gpa">
            {formatGpa(latest.Cumulative.Gpa, language, t('transcript:gpaNone'))}
          </dd>
        </div>
        <div className="record-summary__figure">
          <dt>{t('transcript:creditsEarned')}</dt>
          <dd>
            <span className="record-summary__value">
              {formatNumber(latest.Cumulative.EarnedCredits, language)}
            </span>{' '}
            <span className="record-summary__detail">
              {t('transcript:creditsOf', {
                attempted: formatNumber(latest.Cumulative.AttemptedCredits, language),
              })}
            </span>
          </dd>
        </div>
        <div className="record-summary__figure">
          <dt>{t('transcript:standing')}</dt>
          <dd>
            <StandingBadge standing={latest.Standing} />
          </dd>
        </div>
      </dl>
      <div className="record-summary__download">
        <IonButton fill="outline" onClick={() => void download()}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('transcript:downloadPdf')}
        </IonButton>
        <p className="record-summary__note">{t('transcript:pdfNote')}</p>
      </div>
    </section>
  );
}
