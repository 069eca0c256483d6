import type { RegistrarRecord as Record } from '@portal/contract';
import { informationCircleOutline } from 'ionicons/icons';
import { IonIcon } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-formats';
import { CONTACT_NAMESPACE } from '../translations';

/** What only the registrar changes, read-only, with where to go to have it corrected. */
export function RegistrarRecord({ record }: { record: Record }) {
  const { t, i18n } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const language = currentLanguage(i18n);
  const ar = language === 'ar';
  const missing = t('contact:registrar.notRecorded');
  const birthDate = record.BirthDate
    ? dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${record.BirthDate}T00:00:00Z`),
      )
    : missing;
  const nationality = record.Nationality
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(record.Nationality) ?? record.Nationality)
    : missing;
  const rows: [string, string, 'ltr' | undefined][] = [
    [t('contact:registrar.code'), record.StudentCode, 'ltr'],
    [t('contact:registrar.nameEn'), record.NameEn, 'ltr'],
    [t('contact:registrar.nameAr'), record.NameAr, undefined],
    record.PassportNumber && !record.NationalId
      ? [t('contact:registrar.passport'), record.PassportNumber, 'ltr']
      : [t('contact:registrar.nationalId'), record.NationalId ?? missing, 'ltr'],
    [t('contact:registrar.birthDate'), birthDate, undefined],
    [t('contact:registrar.nationality'), nationality, undefined],
    [t('contact:registrar.universityEmail'), record.UniversityEmail, 'ltr'],
    [t('contact:registrar.program'), ar ? record.ProgramAr : record.ProgramEn, undefined],
    [t('contact:registrar.faculty'), ar ? record.FacultyAr : record.FacultyEn, undefined],
  ];
  return (
    <section className="contact-panel" aria-labelledby="contact-registrar-title">
      <h2 id="contact-registrar-title">{t('contact:registrar.title')}</h2>
      <p className="contact-note">
        <IonIcon icon={informationCircleOutline} aria-hidden="true" />
        <span>{t('contact:registrar.note')}</span>
      </p>
      <dl className="contact-facts contact-facts--grid">
        {rows.map(([label, value, dir]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir={dir}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
