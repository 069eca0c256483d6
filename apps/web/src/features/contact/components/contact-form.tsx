import { IonButton } from '@ionic/react';
import type { StudentContactCard } from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUniversityTime } from '../../../lib/university-instant';
import { useUpdateStudentContact } from '../api/update-student-contact';
import {
  checkContact,
  CONTACT_FIELDS,
  sameValues,
  valuesOf,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from '../contact-rules';
import { CONTACT_NAMESPACE } from '../translations';

const LABELS = {
  Phone: 'contact:details.phone',
  Address: 'contact:details.address',
  EmergencyContactName: 'contact:details.emergencyName',
  EmergencyContactPhone: 'contact:details.emergencyPhone',
  EmergencyContactRelation: 'contact:details.emergencyRelation',
} as const satisfies Record<ContactField, string>;

const INPUT: Record<ContactField, { type: 'tel' | 'text'; autoComplete: string }> = {
  Phone: { type: 'tel', autoComplete: 'tel' },
  Address: { type: 'text', autoComplete: 'street-address' },
  EmergencyContactName: { type: 'text', autoComplete: 'off' },
  EmergencyContactPhone: { type: 'tel', autoComplete: 'off' },
  EmergencyContactRelation: { type: 'text', autoComplete: 'off' },
};

/**
 * Phone, address and emergency contact, filled with what the university has. Checked with the contract's
 * schema before sending; a refusal the server still answers is shown in its own words.
 */
export function ContactForm({ card }: { card: StudentContactCard }) {
  const { t } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const instant = useUniversityTime();
  const id = useId();
  const update = useUpdateStudentContact();
  const saved = valuesOf(card);
  const [values, setValues] = useState<ContactValues>(saved);
  const [shown, setShown] = useState<ContactValues>(saved);
  // The page may first draw the copy last seen on this device; when the server's answer differs, the form
  // takes it unless the student has already started typing over what was shown.
  if (!sameValues(saved, shown)) {
    setShown(saved);
    if (sameValues(values, shown)) setValues(saved);
  }
  const [problems, setProblems] = useState<ContactProblems>({});
  const invalid = CONTACT_FIELDS.filter((field) => problems[field] !== undefined).length;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const checked = checkContact(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    update.mutate(checked.body);
  }

  function change(field: ContactField, value: string) {
    update.reset();
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form className="contact-panel" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact:details.title')}</h2>
      <p className="contact-muted">
        {card.UpdatedAt
          ? t('contact:details.updatedAt', { at: instant(card.UpdatedAt, 'dateTime') })
          : t('contact:details.never')}
      </p>
      {invalid > 0 && (
        <p className="contact-problem" role="alert">
          {t('contact:details.fixFields', { count: invalid })}
        </p>
      )}
      <div className="contact-fields">
        {CONTACT_FIELDS.map((field) => {
          const problem = problems[field];
          const phone = field === 'Phone' || field === 'EmergencyContactPhone';
          return (
            <div key={field} className={`contact-field contact-field--${field}`}>
              <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
              <input
                id={`${id}-${field}`}
                name={field}
                type={INPUT[field].type}
                autoComplete={INPUT[field].autoComplete}
                dir={phone ? 'ltr' : undefined}
                value={values[field]}
                aria-invalid={problem ? 'true' : undefined}
                aria-describedby={problem ? `${id}-${field}-problem` : phone ? `${id}-phone-hint` : undefined}
                onChange={(event) => {
                  change(field, event.target.value);
                }}
              />
              {problem && (
                <p id={`${id}-${field}-problem`} className="contact-problem">
                  {t(`contact:details.rules.${problem}`)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p id={`${id}-phone-hint`} className="contact-muted">
        {t('contact:details.phoneHint')}
      </p>
      {update.isError && (
        <p role="alert" className="contact-problem">
          {errorMessage(update.error, t)}
        </p>
      )}
      <p role="status" className="contact-done">
        {update.isSuccess ? t('contact:details.saved') : ''}
      </p>
      <IonButton type="submit" disabled={update.isPending}>
        {update.isPending ? t('contact:details.saving') : t('contact:details.save')}
      </IonButton>
    </form>
  );
}
