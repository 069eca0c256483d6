import { businessOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useStudentContactCard } from './api/get-student-contact-card';
import { useUniversityOffices } from './api/get-university-offices';
import { ConfirmLink } from './components/confirm-link';
import { ContactForm } from './components/contact-form';
import { OfficeList } from './components/office-list';
import { PersonalEmail } from './components/personal-email';
import { RegistrarRecord } from './components/registrar-record';
import { CONTACT_NAMESPACE } from './translations';
import './contact.css';

/**
 * Route `contact` (spec §2, Contacts & Accounts): what the student keeps up to date themselves, their
 * personal email confirmed by a link, the registrar's record read-only, and the university's offices.
 */
export default function ContactPage() {
  const { t } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const card = useStudentContactCard();
  const offices = useUniversityOffices();

  return (
    <>
      <PullToRefresh onRefresh={refetchAll([card, offices])} />
      <PageBody>
        <header className="contact-intro">
          <h1>{t('pages.contact')}</h1>
          <p>{t('contact:intro')}</p>
        </header>
        <ConfirmLink />
        <QueryState query={card} errorTitle={t('contact:errorTitle')} fetchedAt>
          {(data) => (
            <div className="contact-columns">
              <ContactForm card={data} />
              <PersonalEmail card={data} />
              <RegistrarRecord record={data.Registrar} />
            </div>
          )}
        </QueryState>
        <section className="contact-offices-section" aria-labelledby="contact-offices-title">
          <h2 id="contact-offices-title">{t('contact:offices.title')}</h2>
          <p className="contact-muted">{t('contact:offices.intro')}</p>
          <QueryState
            query={offices}
            errorTitle={t('contact:officesErrorTitle')}
            empty={{
              when: (data) => data.Offices.length === 0,
              icon: businessOutline,
              title: t('contact:offices.empty'),
            }}
          >
            {(data) => <OfficeList offices={data.Offices} />}
          </QueryState>
        </section>
      </PageBody>
    </>
  );
}
