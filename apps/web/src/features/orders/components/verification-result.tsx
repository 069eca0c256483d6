import { IonIcon } from '@ionic/react';
import type { VerifyDocumentResponse } from '@portal/contract';
import { alertCircle, checkmarkCircle, closeCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

/** What the university says of a code: genuine (with what the letter itself says), withdrawn, or unknown. */
export function VerificationResult({ code, answer }: { code: string; answer: VerifyDocumentResponse }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const verdict = answer.Revoked ? 'revoked' : answer.Genuine ? 'genuine' : 'unknown';
  const icon = verdict === 'genuine' ? checkmarkCircle : verdict === 'revoked' ? alertCircle : closeCircle;
  const title =
    answer.DocumentTitleEn || answer.DocumentTitleAr
      ? format.local(
          answer.DocumentTitleEn ?? answer.DocumentTitleAr ?? '',
          answer.DocumentTitleAr ?? answer.DocumentTitleEn ?? '',
        )
      : undefined;
  return (
    <section className={`orders-verdict orders-verdict--${verdict}`} role="status" aria-live="polite">
      <p className="orders-verdict__head">
        <IonIcon icon={icon} aria-hidden="true" />
        <span>{t(`verify.verdicts.${verdict}`)}</span>
      </p>
      <p className="orders-verdict__code">
        <code dir="ltr">{code}</code>
      </p>
      <p className="orders-muted">{t(`verify.explain.${verdict}`)}</p>
      {verdict !== 'unknown' && (title || answer.StudentName || answer.IssuedOn) && (
        <dl className="request-facts">
          {title && (
            <>
              <dt>{t('verify.document')}</dt>
              <dd>{title}</dd>
            </>
          )}
          {answer.StudentName && (
            <>
              <dt>{t('verify.student')}</dt>
              <dd>{answer.StudentName}</dd>
            </>
          )}
          {answer.IssuedOn && (
            <>
              <dt>{t('verify.issuedOn')}</dt>
              <dd>
                {/^\d{4}-\d{2}-\d{2}$/.test(answer.IssuedOn)
                  ? format.date(`${answer.IssuedOn}T12:00:00Z`)
                  : answer.IssuedOn}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
