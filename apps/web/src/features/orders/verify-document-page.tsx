import { IonButton, IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { errorMessage } from '../../lib/error-message';
import { useUniversityName } from '../../lib/use-university-name';
import { useVerifyDocument } from './api/verify-document';
import { VerificationResult } from './components/verification-result';
import { ORDERS_NAMESPACE } from './translations';
import { verificationCode } from './verification-code';
import '../../components/request-view.css';
import './orders.css';

/**
 * Route `verify-document` (public, no sign-in): whether a letter the university issued is genuine. A
 * letter's QR code opens `#/verify-document?code=ABCD-EFGH-JKLM`; the code can also be typed. It shows
 * only what the answer carries, which is only what the letter itself says.
 */
export default function VerifyDocumentPage() {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const university = useUniversityName();
  const inputId = useId();
  const fromAddress = new URLSearchParams(useLocation().search).get('code') ?? '';
  const [typed, setTyped] = useState(fromAddress);
  const [checked, setChecked] = useState(() => verificationCode(fromAddress) ?? null);
  const [badFormat, setBadFormat] = useState(
    fromAddress !== '' && verificationCode(fromAddress) === undefined,
  );
  const answer = useVerifyDocument(checked);

  function check(event: SyntheticEvent) {
    event.preventDefault();
    const code = verificationCode(typed);
    setBadFormat(code === undefined);
    setChecked(code ?? null);
  }

  return (
    <IonPage>
      <IonContent className="orders-verify-content">
        <main className="orders-verify">
          {university && <p className="orders-verify__university">{university}</p>}
          <h1>{t('pages.verify-document')}</h1>
          <p className="orders-muted">{t('orders:verify.intro')}</p>
          <form className="orders-verify__form" onSubmit={check} noValidate>
            <label htmlFor={inputId}>{t('orders:verify.codeLabel')}</label>
            <input
              id={inputId}
              dir="ltr"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="ABCD-EFGH-JKLM"
              value={typed}
              aria-invalid={badFormat || undefined}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
            />
            <IonButton type="submit" disabled={answer.isFetching}>
              {answer.isFetching && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
              {t('orders:verify.check')}
            </IonButton>
          </form>
          {badFormat && (
            <p className="orders-problem" role="alert">
              {t('orders:verify.badFormat')}
            </p>
          )}
          {checked && answer.isError && (
            <p className="orders-problem" role="alert">
              {errorMessage(answer.error, t)}
            </p>
          )}
          {checked && answer.data && <VerificationResult code={checked} answer={answer.data} />}
          <LanguageSwitch />
        </main>
      </IonContent>
    </IonPage>
  );
}
