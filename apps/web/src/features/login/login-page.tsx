import { IonButton, IonContent, IonInput, IonNote, IonPage, IonSpinner, IonText } from '@ionic/react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useAppConfiguration } from '../../lib/app-configuration';
import { useUniversityName } from '../../lib/use-university-name';
import { portalAddressElsewhere } from './portal-address';
import {
  signInProblem,
  staffSignIn,
  startUniversitySignIn,
  takePendingProblem,
  type SignInProblem,
} from './sign-in';
import { WrongAddressNotice } from './wrong-address-notice';
import './login-page.css';

function ProblemText({ problem }: { problem: SignInProblem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="login-problem" role="alert">
      {'message' in problem ? problem.message : t(problem.key)}
    </p>
  );
}

function StaffForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem>();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      // Once the session is stored, the login route itself moves on to the session's landing page.
      await staffSignIn(email.trim(), password);
    } catch (error) {
      setProblem(signInProblem(error));
      setBusy(false);
    }
  }

  return (
    <form className="login-staff-form" onSubmit={(event) => void submit(event)}>
      <IonNote>{t('login.staffHint')}</IonNote>
      <IonInput
        label={t('login.email')}
        labelPlacement="stacked"
        fill="outline"
        type="email"
        name="email"
        autocomplete="username"
        required
        value={email}
        onIonInput={(event) => {
          setEmail(event.detail.value ?? '');
        }}
      />
      <IonInput
        label={t('login.password')}
        labelPlacement="stacked"
        fill="outline"
        type="password"
        name="password"
        autocomplete="current-password"
        required
        value={password}
        onIonInput={(event) => {
          setPassword(event.detail.value ?? '');
        }}
      />
      <ProblemText problem={problem} />
      <IonButton type="submit" expand="block" fill="outline" disabled={busy}>
        {busy ? t('login.signingIn') : t('login.staffSubmit')}
      </IonButton>
    </form>
  );
}

/** Spec §2 login route: the university's name, one sign-in button, and a staff disclosure. No shell chrome. */
export default function LoginPage() {
  const { t } = useTranslation();
  const configuration = useAppConfiguration();
  const university = useUniversityName();
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | undefined>(takePendingProblem);
  const portalAddress = configuration.data && portalAddressElsewhere(configuration.data.PortalUrl);

  async function signIn() {
    if (!configuration.data) return;
    setRedirecting(true);
    setProblem(undefined);
    try {
      await startUniversitySignIn(configuration.data.Identity);
    } catch (error) {
      setProblem(signInProblem(error));
      setRedirecting(false);
    }
  }

  return (
    <IonPage>
      <IonContent className="login-content">
        <main className="login-card">
          <p className="login-university">{university ?? t('app.title')}</p>
          <h1 className="login-heading">{t('login.heading')}</h1>
          <p className="login-intro">{t('login.intro')}</p>
          {portalAddress ? (
            <WrongAddressNotice portal={portalAddress} here={window.location.origin} />
          ) : (
            <ProblemText problem={problem} />
          )}
          {configuration.isError && (
            <IonText color="danger">
              <p role="alert">{t('login.configError')}</p>
            </IonText>
          )}
          <IonButton
            className="login-primary"
            expand="block"
            size="large"
            disabled={redirecting || !configuration.data || portalAddress !== undefined}
            onClick={() => void signIn()}
          >
            {redirecting && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
            {redirecting ? t('login.redirecting') : t('login.university')}
          </IonButton>
          <details className="login-staff">
            <summary>{t('login.staffToggle')}</summary>
            <StaffForm />
          </details>
          <div className="login-language">
            <LanguageSwitch />
          </div>
        </main>
      </IonContent>
    </IonPage>
  );
}
