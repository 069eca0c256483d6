import { IonButton, IonIcon } from '@ionic/react';
import { PARTY_TICKET_CODE } from '@portal/contract';
import { enterOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOOR_NAMESPACE } from '../translations';

/** The code printed under the ticket's QR, typed when the camera cannot read it (or the phone has none). */
export function CodeEntry({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const { t } = useTranslation(DOOR_NAMESPACE);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const send = () => {
    if (!PARTY_TICKET_CODE.test(code.trim())) {
      setProblem(t('code.notACode'));
      return;
    }
    setProblem('');
    onCode(code.trim());
    setCode('');
  };
  return (
    <form
      className="door-code"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="office-field">
        <span>{t('code.label')}</span>
        <input
          value={code}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          dir="ltr"
          onChange={(event) => {
            setCode(event.target.value);
          }}
        />
      </label>
      <IonButton disabled={disabled} onClick={send}>
        <IonIcon slot="start" icon={enterOutline} aria-hidden="true" />
        {t('code.checkIn')}
      </IonButton>
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
