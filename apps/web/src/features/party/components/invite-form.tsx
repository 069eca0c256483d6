import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { personAddOutline } from 'ionicons/icons';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSendInvitation } from '../api/send-invitation-by-email';
import { PARTY_NAMESPACE } from '../translations';

// The contract's limits (sendInvitationBody), checked here so a slip costs no round trip.
const NAME_MIN = 2;
const NAME_MAX = 120;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Problems {
  name?: string;
  email?: string;
}

/** A guest's name and address; sent, the form empties for the next one. A refusal keeps what was typed. */
export function InviteForm({ eventId, full }: { eventId: number; full: boolean }) {
  const { t } = useTranslation(['translation', PARTY_NAMESPACE]);
  const invite = useSendInvitation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    const guestName = name.trim();
    const guestEmail = email.trim().toLowerCase();
    const found: Problems = {
      name:
        guestName.length < NAME_MIN || guestName.length > NAME_MAX
          ? t('party:invite.nameProblem')
          : undefined,
      email:
        guestEmail.length > EMAIL_MAX || !EMAIL.test(guestEmail) ? t('party:invite.emailProblem') : undefined,
    };
    setProblems(found);
    if (found.name || found.email) return;
    invite.mutate(
      { EventId: eventId, GuestName: guestName, GuestEmail: guestEmail },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
        },
      },
    );
  }

  const field = (key: keyof Problems, label: string, value: string, set: (value: string) => void) => (
    <div className="party-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={key === 'email' ? 'email' : 'text'}
        dir={key === 'email' ? 'ltr' : 'auto'}
        autoComplete="off"
        value={value}
        maxLength={key === 'email' ? EMAIL_MAX : NAME_MAX}
        aria-invalid={problems[key] ? true : undefined}
        aria-describedby={problems[key] ? `${id}-${key}-problem` : undefined}
        onChange={(changed) => {
          set(changed.target.value);
          setProblems({ ...problems, [key]: undefined });
        }}
      />
      {problems[key] && (
        <p id={`${id}-${key}-problem`} className="party-problem" role="alert">
          {problems[key]}
        </p>
      )}
    </div>
  );

  return (
    <form className="party-form party-invite" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('party:invite.title')}</h4>
      {full && <p className="party-muted">{t('party:invite.full')}</p>}
      {field('name', t('party:invite.name'), name, setName)}
      {field('email', t('party:invite.email'), email, setEmail)}
      <div className="party-actions">
        <IonButton type="submit" disabled={invite.isPending}>
          {invite.isPending ? (
            <IonSpinner slot="start" name="crescent" aria-hidden="true" />
          ) : (
            <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
          )}
          {t('party:invite.send')}
        </IonButton>
        <p role="status" className="party-muted">
          {invite.isSuccess && t('party:invite.sent')}
        </p>
      </div>
      {invite.isError && (
        <p role="alert" className="party-problem">
          {errorMessage(invite.error, t)}
        </p>
      )}
    </form>
  );
}
