import type { PartyEventForStudent } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';

/** What the student saved, read-only: registration is not open for changes now. */
export function SavedRegistration({ entry }: { entry: PartyEventForStudent }) {
  const { t } = useTranslation(PARTY_NAMESPACE);
  const format = usePartyFormat();
  const registration = entry.Registration;
  if (!registration) return <p className="party-muted">{t('saved.none')}</p>;
  const answered = entry.Event.Questions.filter((question) => registration.Answers[question.Key]);
  return (
    <div className="party-saved">
      <p>
        <strong>{registration.Attending ? t('saved.attending') : t('saved.notAttending')}</strong>
      </p>
      {registration.Attending && answered.length > 0 && (
        <dl className="party-facts">
          {answered.map((question) => (
            <div key={question.Key} className="party-facts__row">
              <dt>{format.local(question.LabelEn, question.LabelAr)}</dt>
              <dd dir="auto">{registration.Answers[question.Key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="party-muted">
        {t('form.updatedAt', { at: format.shortDateTime(registration.UpdatedAt) })} · {t('saved.locked')}
      </p>
    </div>
  );
}
