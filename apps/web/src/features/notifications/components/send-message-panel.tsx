import { IonButton, IonInput, IonTextarea } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendMessageBody } from '@portal/contract';
import { StatePanel } from '../../../components/state-panel';
import { PageBody } from '../../../components/page-body';
import { errorMessage } from '../../../lib/error-message';
import { useMessageAudiences } from '../api/get-message-audiences';
import { useSendMessage } from '../api/send-message';
import { audienceOf, type AudienceDraft } from '../audience';
import { AudienceFields } from './audience-fields';
import { LinkSelect } from './link-select';

const EMPTY_AUDIENCE: AudienceDraft = { kind: 'everyone' };

/** Staff (communications, registrar): write a message to one student or a group. */
export function SendMessagePanel({ mayPost }: { mayPost: boolean }) {
  const { t } = useTranslation();
  const audiences = useMessageAudiences();
  const send = useSendMessage();
  const [audience, setAudience] = useState<AudienceDraft>(EMPTY_AUDIENCE);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState<SendMessageBody['Link']>();
  const [incomplete, setIncomplete] = useState(false);

  if (!mayPost) {
    return (
      <PageBody>
        <StatePanel
          tone="empty"
          icon={lockClosedOutline}
          title={t('notifications.staffOnlyTitle')}
          detail={t('notifications.staffOnlyDetail')}
        />
      </PageBody>
    );
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const to = audienceOf(audience);
    if (!to || title.trim().length < 3 || !body.trim()) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    send.mutate(
      { Title: title.trim(), Body: body.trim(), Link: link, Audience: to },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setLink(undefined);
        },
      },
    );
  }

  return (
    <PageBody>
      <form className="send-message" onSubmit={submit} noValidate>
        <h2 className="send-message__title">{t('notifications.send.title')}</h2>
        <p className="send-message__intro">{t('notifications.send.intro')}</p>
        <AudienceFields
          draft={audience}
          faculties={audiences.data ?? []}
          onChange={(next) => {
            setAudience(next);
          }}
        />
        {audiences.isError && (
          <p className="notify-problem" role="alert">
            {t('notifications.send.audiencesError')}
          </p>
        )}
        <IonInput
          label={t('notifications.send.messageTitle')}
          labelPlacement="stacked"
          fill="outline"
          maxlength={120}
          counter
          value={title}
          onIonInput={(event) => {
            setTitle(event.detail.value ?? '');
          }}
        />
        <IonTextarea
          label={t('notifications.send.body')}
          labelPlacement="stacked"
          fill="outline"
          maxlength={2000}
          counter
          autoGrow
          rows={4}
          value={body}
          onIonInput={(event) => {
            setBody(event.detail.value ?? '');
          }}
        />
        <LinkSelect value={link} onChange={setLink} />
        {incomplete && (
          <p className="notify-problem" role="alert">
            {t('notifications.send.required')}
          </p>
        )}
        {send.isError && (
          <p className="notify-problem" role="alert">
            {errorMessage(send.error, t)}
          </p>
        )}
        {send.isSuccess && (
          <p className="send-message__sent" role="status">
            {t('notifications.send.sent', { count: send.data.Recipients })}
          </p>
        )}
        <IonButton type="submit" disabled={send.isPending} className="send-message__submit">
          {send.isPending ? t('notifications.send.sending') : t('notifications.send.submit')}
        </IonButton>
      </form>
    </PageBody>
  );
}
