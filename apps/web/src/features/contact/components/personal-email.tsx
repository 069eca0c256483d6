import { IonButton } from '@ionic/react';
import { changePersonalEmailBody, type StudentContactCard } from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUniversityTime } from '../../../lib/university-instant';
import { useChangePersonalEmail } from '../api/change-personal-email';
import { CONTACT_NAMESPACE } from '../translations';

/** The confirmed personal email, the one waiting for its link, and the form that sends a new link. */
export function PersonalEmail({ card }: { card: StudentContactCard }) {
  const { t } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const instant = useUniversityTime();
  const id = useId();
  const change = useChangePersonalEmail();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pending = card.PendingPersonalEmail;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = changePersonalEmailBody.safeParse({ PersonalEmail: email.trim() });
    setInvalid(!parsed.success);
    if (parsed.success) change.mutate(parsed.data);
  }

  return (
    <form className="contact-panel" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact:email.title')}</h2>
      <p className="contact-muted">{t('contact:email.intro')}</p>
      <dl className="contact-facts">
        <div>
          <dt>{t('contact:email.current')}</dt>
          <dd dir="ltr">{card.PersonalEmail ?? <span dir="auto">{t('contact:email.none')}</span>}</dd>
        </div>
      </dl>
      {pending && (
        <p className="contact-pending" data-testid="pending-email">
          {t('contact:email.pending', {
            email: pending.Email,
            expiresAt: instant(pending.ExpiresAt, 'dateTime'),
          })}
        </p>
      )}
      <div className="contact-field">
        <label htmlFor={`${id}-email`}>{t('contact:email.label')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          value={email}
          aria-invalid={invalid ? 'true' : undefined}
          aria-describedby={invalid ? `${id}-email-problem` : undefined}
          onChange={(event) => {
            change.reset();
            setInvalid(false);
            setEmail(event.target.value);
          }}
        />
        {invalid && (
          <p id={`${id}-email-problem`} className="contact-problem">
            {t('contact:email.invalid')}
          </p>
        )}
      </div>
      {change.isError && (
        <p role="alert" className="contact-problem">
          {errorMessage(change.error, t)}
        </p>
      )}
      <p role="status" className="contact-done">
        {change.isSuccess && change.data.PendingPersonalEmail
          ? t('contact:email.sent', { email: change.data.PendingPersonalEmail.Email })
          : ''}
      </p>
      <IonButton type="submit" fill="outline" disabled={change.isPending || email.trim() === ''}>
        {change.isPending ? t('contact:email.sending') : t('contact:email.send')}
      </IonButton>
    </form>
  );
}
