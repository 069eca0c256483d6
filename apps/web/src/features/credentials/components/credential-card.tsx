import { IonButton } from '@ionic/react';
import type { StudentCredential } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { errorMessage } from '../../../lib/error-message';
import { CREDENTIALS_NAMESPACE } from '../translations';
import { useCredentialFormat } from '../use-credential-format';
import { useReveal } from './use-reveal';

/** One account: the user name to copy, the password masked until the student asks for it. */
export function CredentialCard({ credential }: { credential: StudentCredential }) {
  const { t } = useTranslation(['translation', CREDENTIALS_NAMESPACE]);
  const format = useCredentialFormat();
  const reveal = useReveal(credential.CredentialId);
  const titleId = `credential-${String(credential.CredentialId)}`;
  const exam = credential.Exam;
  const title = exam
    ? `${exam.CourseCode} · ${format.courseTitle(exam)}`
    : t(`credentials:system.${credential.System}`);

  return (
    <section className="credential-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {exam && (
        <p className="credential-muted">
          {t('credentials:examUntil', { time: format.dateTime(exam.ClosesAt) })}
        </p>
      )}
      <dl className="credential-fields">
        <div>
          <dt>{t('credentials:userName')}</dt>
          <dd>
            <code dir="ltr">{credential.UserName}</code>
            <CopyButton
              size="small"
              text={credential.UserName}
              label={t('credentials:copyUserName', { title })}
            />
          </dd>
        </div>
        <div>
          <dt>{t('credentials:password')}</dt>
          <dd>
            {reveal.password === undefined ? (
              <code dir="ltr" aria-label={t('credentials:hidden')} className="credential-mask">
                {credential.MaskedPassword}
              </code>
            ) : (
              <>
                <code dir="ltr" className="credential-password">
                  {reveal.password}
                </code>
                <CopyButton
                  size="small"
                  text={reveal.password}
                  label={t('credentials:copyPassword', { title })}
                />
              </>
            )}
          </dd>
        </div>
      </dl>
      {reveal.password === undefined ? (
        <IonButton disabled={reveal.pending} onClick={reveal.show}>
          {t('credentials:reveal')}
        </IonButton>
      ) : (
        <div className="credential-shown">
          <p role="timer" aria-live="off" className="credential-muted">
            {t('credentials:hidesIn', { count: reveal.secondsLeft })}
          </p>
          <IonButton fill="outline" onClick={reveal.hide}>
            {t('credentials:hide')}
          </IonButton>
        </div>
      )}
      {reveal.error !== null && (
        <p role="alert" className="credential-problem">
          {errorMessage(reveal.error, t)}
        </p>
      )}
      <p className="credential-muted">
        {credential.Origin === 'reset'
          ? t('credentials:setByYou', { time: format.dateTime(credential.UpdatedAt) })
          : t('credentials:issued')}
      </p>
    </section>
  );
}
