import { IonButton } from '@ionic/react';
import type { ResettableSystem } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveStudentPassword } from '../api/save-student-password';
import { CREDENTIALS_NAMESPACE } from '../translations';

const RULES = ['length', 'lettersAndDigits', 'userName', 'notCurrent'] as const;

/**
 * A new password for Moodle or the Wi-Fi. The rules are listed before typing; the server checks them and
 * names each one broken, shown here as it wrote it.
 */
export function PasswordForm({ system }: { system: ResettableSystem }) {
  const { t } = useTranslation(['translation', CREDENTIALS_NAMESPACE]);
  const save = useSaveStudentPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const systemName = t(`credentials:system.${system}`);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(
      { System: system, NewPassword: password, ConfirmPassword: confirmation },
      {
        onSuccess: () => {
          setPassword('');
          setConfirmation('');
        },
      },
    );
  };

  return (
    <form className="credential-form" onSubmit={submit} aria-labelledby="credential-form-title">
      <h2 id="credential-form-title">{t('credentials:form.title', { system: systemName })}</h2>
      <ul className="credential-rules">
        {RULES.map((rule) => (
          <li key={rule}>{t(`credentials:form.rules.${rule}`)}</li>
        ))}
      </ul>
      <NewPasswordInput label={t('credentials:form.newPassword')} value={password} onChange={setPassword} />
      <NewPasswordInput
        label={t('credentials:form.confirm')}
        value={confirmation}
        onChange={setConfirmation}
      />
      <IonButton type="submit" disabled={save.isPending || password === ''}>
        {save.isPending ? t('credentials:form.saving') : t('credentials:form.save')}
      </IonButton>
      <p role="status" className="credential-muted">
        {save.isSuccess ? t('credentials:form.saved', { system: systemName }) : ''}
      </p>
      {save.isError && (
        <p role="alert" className="credential-problem">
          {errorMessage(save.error, t)}
        </p>
      )}
    </form>
  );
}

/** A new-password field: left-to-right in both languages, offered to the browser's password manager. */
function NewPasswordInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="credential-input">
      <span>{label}</span>
      <input
        type="password"
        dir="ltr"
        autoComplete="new-password"
        required
        maxLength={128}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </label>
  );
}
