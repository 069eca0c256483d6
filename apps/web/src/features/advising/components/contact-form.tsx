import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { StudentContactDetails } from '@portal/contract';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateAdvisingContactData } from '../api/update-advising-contact-data';
import {
  checkContact,
  CONTACT_FIELDS,
  serverProblems,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from '../contact-rules';
import { ADVISING_NAMESPACE } from '../translations';
import '../advising.css';
import './contact-form.css';

const LABELS = {
  Phone: 'advising:contact.phone',
  Address: 'advising:contact.address',
  EmergencyContactName: 'advising:contact.emergencyName',
  EmergencyContactPhone: 'advising:contact.emergencyPhone',
  EmergencyContactRelation: 'advising:contact.emergencyRelation',
} as const satisfies Record<ContactField, string>;

const HINTS: Partial<Record<ContactField, 'advising:contact.phoneHint' | 'advising:contact.relationHint'>> = {
  Phone: 'advising:contact.phoneHint',
  EmergencyContactPhone: 'advising:contact.phoneHint',
  EmergencyContactRelation: 'advising:contact.relationHint',
};

const INPUT_KIND: Record<
  ContactField,
  { type: 'tel' | 'text'; autocomplete: 'tel' | 'street-address' | 'name' | 'off' }
> = {
  Phone: { type: 'tel', autocomplete: 'tel' },
  Address: { type: 'text', autocomplete: 'street-address' },
  EmergencyContactName: { type: 'text', autocomplete: 'off' },
  EmergencyContactPhone: { type: 'tel', autocomplete: 'off' },
  EmergencyContactRelation: { type: 'text', autocomplete: 'off' },
};

function initialValues(details: StudentContactDetails | undefined): ContactValues {
  return {
    Phone: details?.Phone ?? '',
    Address: details?.Address ?? '',
    EmergencyContactName: details?.EmergencyContactName ?? '',
    EmergencyContactPhone: details?.EmergencyContactPhone ?? '',
    EmergencyContactRelation: details?.EmergencyContactRelation ?? '',
  };
}

/**
 * Phone, address and emergency contact (native inputs: the browser's autofill and keyboards per type), filled with what the university has, confirmed for this term in
 * one step. Checked in the browser with the contract's schema before sending; a problem the server still
 * finds is shown beside its field, in the server's words.
 */
export function ContactForm({
  details,
  onConfirmed,
  onCancel,
}: {
  details: StudentContactDetails | undefined;
  onConfirmed?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const id = useId();
  const update = useUpdateAdvisingContactData();
  const [values, setValues] = useState<ContactValues>(() => initialValues(details));
  const [problems, setProblems] = useState<ContactProblems>({});
  const [fromServer, setFromServer] = useState<Partial<Record<ContactField, string>>>({});

  const problemOf = (field: ContactField): string | undefined => {
    const rule = problems[field];
    return rule ? t(`advising:contact.rules.${rule}`) : fromServer[field];
  };
  const invalidCount = CONTACT_FIELDS.filter((field) => problemOf(field) !== undefined).length;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const checked = checkContact(values);
    setFromServer({});
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    update.mutate(checked.body, {
      onSuccess: () => onConfirmed?.(),
      onError: (error) => {
        if (isApiError(error)) setFromServer(serverProblems(error.problems));
      },
    });
  }

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops being marked as soon as it is edited; the others keep their marks.
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFromServer((current) => ({ ...current, [field]: undefined }));
  }

  const failedWithoutFields =
    update.isError &&
    Object.keys(serverProblems(isApiError(update.error) ? update.error.problems : [])).length === 0;

  return (
    <form className="adv-contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adv-section-title">
        {t('advising:contact.title')}
      </h2>
      <p className="adv-muted">{t('advising:contact.intro')}</p>
      {invalidCount > 0 && (
        <p className="adv-form-summary" role="alert">
          {t('advising:contact.fixFields', { count: invalidCount })}
        </p>
      )}
      <div className="adv-contact-form__fields">
        {CONTACT_FIELDS.map((field) => {
          const problem = problemOf(field);
          const hint = HINTS[field];
          return (
            <div key={field} className={`adv-field adv-field--${field}`}>
              <label htmlFor={`${id}-${field}`} className="adv-field__label">
                {t(LABELS[field])}
              </label>
              <input
                id={`${id}-${field}`}
                className="adv-input"
                name={field}
                type={INPUT_KIND[field].type}
                autoComplete={INPUT_KIND[field].autocomplete}
                value={values[field]}
                aria-invalid={problem ? 'true' : undefined}
                aria-describedby={
                  [problem ? `${id}-${field}-problem` : '', hint ? `${id}-${field}-hint` : '']
                    .join(' ')
                    .trim() || undefined
                }
                onChange={(event) => {
                  change(field, event.target.value);
                }}
              />
              {hint && (
                <p id={`${id}-${field}-hint`} className="adv-field__hint">
                  {t(hint)}
                </p>
              )}
              {problem && (
                <p id={`${id}-${field}-problem`} className="adv-field__problem" data-field={field}>
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {failedWithoutFields && (
        <p className="adv-form-error" role="alert">
          {errorMessage(update.error, t)}
        </p>
      )}
      <div className="adv-actions">
        <IonButton type="submit" disabled={update.isPending}>
          {update.isPending ? (
            <IonSpinner slot="start" name="crescent" aria-hidden="true" />
          ) : (
            <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
          )}
          {update.isPending ? t('advising:contact.saving') : t('advising:contact.submit')}
        </IonButton>
        {onCancel && (
          <IonButton fill="clear" onClick={onCancel} disabled={update.isPending}>
            {t('advising:contact.cancel')}
          </IonButton>
        )}
      </div>
    </form>
  );
}
