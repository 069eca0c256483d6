import { IonButton, IonIcon } from '@ionic/react';
import type { AdvisingPreview } from '@portal/contract';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useDownloadReqSheet } from '../api/download-req-sheet';
import { PREVIEW_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import '../preview.css';
import './term-overview.css';

/** Term, credits against the limits, standing, and the requirement sheet (spec §4's download, ReqSheet.pdf). */
export function TermOverview({ preview }: { preview: AdvisingPreview }) {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const downloadReqSheet = useDownloadReqSheet();
  const term = preview.Term;
  const gpa =
    preview.Gpa === null
      ? null
      : numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          preview.Gpa,
        );
  return (
    <section className="preview-overview" aria-label={t('advisingPreview:summary.label')}>
      <dl className="preview-overview__facts">
        <div>
          <dt>{t('advisingPreview:summary.term')}</dt>
          <dd>
            {term
              ? currentLanguage(i18n) === 'ar'
                ? term.NameAr
                : term.NameEn
              : t('advisingPreview:summary.noTerm')}
          </dd>
        </div>
        <div>
          <dt>{t('advisingPreview:summary.credits')}</dt>
          <dd className="preview-overview__credits">
            {t('advisingPreview:summary.creditsOf', {
              credits: preview.Credits,
              min: preview.CreditLimits.Min,
              max: preview.CreditLimits.Max,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('advisingPreview:summary.standing')}</dt>
          <dd>
            {t(`advisingPreview:summary.standings.${preview.Standing}`)}
            {gpa !== null && (
              <span className="preview-overview__gpa"> · {t('advisingPreview:summary.gpa', { gpa })}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="preview-overview__sheet">
        <IonButton onClick={() => void downloadReqSheet()}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('advisingPreview:reqSheet')}
        </IonButton>
        <p>{t('advisingPreview:reqSheetNote')}</p>
      </div>
    </section>
  );
}
