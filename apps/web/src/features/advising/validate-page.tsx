import { IonButton, IonIcon, useIonRouter } from '@ionic/react';
import type { AdvisingValidation, AdvisingWindowKind, MobilePageName } from '@portal/contract';
import { arrowForward, checkmarkCircleOutline } from 'ionicons/icons';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageBody } from '../../components/page-body';
import { HoldList } from '../../components/registration/hold-list';
import { QueryState } from '../../components/query-state/query-state';
import { useAdvisingValidation } from './api/check-advising-validator';
import { useStudentContactDetails } from './api/get-student-contact-details';
import { ContactForm } from './components/contact-form';
import { WindowStatus } from '../../components/registration/window-status';
import { ADVISING_NAMESPACE } from './translations';
import './advising.css';
import './validate-page.css';

/** The validate route of each window (spec §2: one page, three routes); the page's title is the route's. */
const VALIDATE_PAGES = {
  advising: 'validateAdvising',
  add_drop: 'validateDropAdd',
  advising_preview: 'validateAdvPreview',
} as const satisfies Record<AdvisingWindowKind, MobilePageName>;

const NEXT_TITLE_KEYS = {
  IndAdvising: 'pages.IndAdvising',
  AdvisingModules: 'pages.AdvisingModules',
  AddDrop: 'pages.AddDrop',
  Preview: 'pages.Preview',
} as const satisfies Record<AdvisingValidation['NextPage'], string>;

/** The contact form when this term's confirmation is missing (it is right here, so it is not a hold link). */
function ContactStep() {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const details = useStudentContactDetails();
  return (
    <QueryState query={details} errorTitle={t('advising:contact.loadError')}>
      {(data) => <ContactForm details={data} />}
    </QueryState>
  );
}

/**
 * What the validate page shows for one answer: when the student may enter, they are sent on at once (to
 * individual or group advising by their program, to add/drop or to the preview); otherwise every reason,
 * each with what to do: the window's dates and a countdown, each hold, the contact form.
 */
export function ValidationView({
  validation,
  onRecheck,
}: {
  validation: AdvisingValidation;
  onRecheck: () => void;
}) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const router = useIonRouter();
  const { pathname } = useLocation();
  const next = validation.NextPage;
  // Ionic keeps a page it left alive, hidden, in its stack: only the validate page on screen sends on, or a
  // hidden advising check would answer for the add/drop one opened after it.
  const shown = pathname === `/${VALIDATE_PAGES[validation.Kind]}`;
  useEffect(() => {
    // Replace: Back from the advising page goes where the student came from, not into this check again.
    if (validation.CanEnter && shown) router.push(`/${next}`, 'forward', 'replace');
  }, [validation.CanEnter, shown, next, router]);

  if (validation.CanEnter) {
    return (
      <div className="adv-allowed" role="status">
        <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
        <p>{t('advising:validate.allowed')}</p>
        <IonButton routerLink={`/${next}`} routerDirection="forward">
          {t('advising:validate.continue', { page: t(NEXT_TITLE_KEYS[next]) })}
          <IonIcon slot="end" icon={arrowForward} aria-hidden="true" className="adv-flip-rtl" />
        </IonButton>
      </div>
    );
  }

  // The contact hold is answered by the form on this page; the list keeps the holds fixed elsewhere.
  const holds = validation.Holds.filter((hold) => hold.Code !== 'contact_not_confirmed');
  const contactMissing = !validation.ContactConfirmed;
  const reasons = (validation.WindowOpen ? 0 : 1) + holds.length + (contactMissing ? 1 : 0);
  return (
    <section className="adv-blocked" aria-labelledby="adv-blocked-title">
      <h2 id="adv-blocked-title" className="adv-section-title">
        {t('advising:validate.blockedTitle')}
      </h2>
      {reasons > 0 && <p className="adv-muted">{t('advising:validate.blockedIntro', { count: reasons })}</p>}
      <div className="adv-card adv-reasons">
        {!validation.WindowOpen && (
          <WindowStatus
            kind={validation.Kind}
            window={validation.Window}
            serverNow={validation.Now}
            onOpened={onRecheck}
            variant="reason"
          />
        )}
        <HoldList holds={holds} />
        {contactMissing && <p className="adv-reasons__contact">{t('advising:validate.contactReason')}</p>}
        {reasons === 0 &&
          validation.Reasons.map((reason) => (
            <p key={reason} className="adv-reasons__server">
              {reason}
            </p>
          ))}
      </div>
      {contactMissing && (
        <div className="adv-card">
          <ContactStep />
        </div>
      )}
    </section>
  );
}

function ValidatePage({ kind }: { kind: AdvisingWindowKind }) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const validation = useAdvisingValidation(kind);
  const { refetch } = validation;
  const recheck = useCallback(() => void refetch(), [refetch]);

  return (
    <PageBody>
      <header className="adv-intro">
        <h1>{t(`pages.${VALIDATE_PAGES[kind]}`)}</h1>
        <p className="adv-muted">{t(`advising:validate.intro.${kind}`)}</p>
      </header>
      <QueryState
        query={validation}
        errorTitle={t('advising:validate.errorTitle')}
        onRetry={recheck}
        loadingText={t('advising:validate.checking')}
      >
        {(data) => <ValidationView validation={data} onRecheck={recheck} />}
      </QueryState>
    </PageBody>
  );
}

/** Route `validateAdvising`. */
export function ValidateAdvisingPage() {
  return <ValidatePage kind="advising" />;
}

/** Route `validateDropAdd`. */
export function ValidateDropAddPage() {
  return <ValidatePage kind="add_drop" />;
}

/** Route `validateAdvPreview`. */
export function ValidateAdvPreviewPage() {
  return <ValidatePage kind="advising_preview" />;
}
