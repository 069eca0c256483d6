import { IonIcon } from '@ionic/react';
import type { UniversityOffice } from '@portal/contract';
import { mapOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { CONTACT_NAMESPACE } from '../translations';

/** One card per office: hours, phones and emails as links, the building and a map link. */
export function OfficeList({ offices }: { offices: readonly UniversityOffice[] }) {
  const { t, i18n } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const ar = currentLanguage(i18n) === 'ar';
  return (
    <ul className="contact-offices">
      {offices.map((office) => {
        const name = ar ? office.NameAr : office.NameEn;
        return (
          <li key={office.Key} className="contact-office">
            <h3>{name}</h3>
            <dl className="contact-facts">
              <div>
                <dt>{t('contact:offices.hours')}</dt>
                <dd>{ar ? office.HoursAr : office.HoursEn}</dd>
              </div>
              <div>
                <dt>{t('contact:offices.phones')}</dt>
                <dd>
                  {office.Phones.map((phone) => (
                    <a key={phone} href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                      {phone}
                    </a>
                  ))}
                </dd>
              </div>
              <div>
                <dt>{t('contact:offices.emails')}</dt>
                <dd>
                  {office.Emails.map((email) => (
                    <a key={email} href={`mailto:${email}`} dir="ltr">
                      {email}
                    </a>
                  ))}
                </dd>
              </div>
              <div>
                <dt>{t('contact:offices.building')}</dt>
                <dd>{ar ? office.BuildingAr : office.BuildingEn}</dd>
              </div>
            </dl>
            <a className="contact-map" href={office.MapUrl} target="_blank" rel="noopener noreferrer">
              <IonIcon icon={mapOutline} aria-hidden="true" />
              {t('contact:offices.map', { office: name })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
