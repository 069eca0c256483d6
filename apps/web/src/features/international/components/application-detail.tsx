import { IonButton, IonIcon } from '@ionic/react';
import { modeIdOf, type ApplicationDetail } from '@portal/contract';
import { arrowBack, cardOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueriesPending, QueryState } from '../../../components/query-state/query-state';
import { useDocuments } from '../api/get-documents';
import { useStudentProgram } from '../api/get-student-program';
import { installmentPage, missingRequired } from '../application-rules';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';
import { ApplicationActions } from './application-actions';
import { ApplicationDocuments } from './application-documents';
import { ApplicationFee } from './application-fee';
import { ApplicationFacts } from './application-facts';
import { ApplicationLog } from './application-log';
import { NextStep } from './next-step';
import { StateChip } from './state-chip';

interface ApplicationViewProps {
  applicationId: number;
  onBack: () => void;
  /** Opens the draft's term and universities again; absent when the program is not on this page now. */
  onChangeChoices?: (application: ApplicationDetail) => void;
}

/** One of the student's applications in full, opened from the page or landed on after saving a draft. */
export function ApplicationView({ applicationId, onBack, onChangeChoices }: ApplicationViewProps) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const application = useStudentProgram(applicationId);
  return (
    <>
      <IonButton fill="clear" size="small" onClick={onBack}>
        <IonIcon slot="start" icon={arrowBack} className="intl-flip" aria-hidden="true" />
        {t('detail.back')}
      </IonButton>
      <QueryState query={application} errorTitle={t('detail.errorTitle')}>
        {(data) => <ApplicationBody application={data} onChangeChoices={onChangeChoices} />}
      </QueryState>
    </>
  );
}

function ApplicationBody({
  application,
  onChangeChoices,
}: {
  application: ApplicationDetail;
  onChangeChoices?: (application: ApplicationDetail) => void;
}) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const checklist = useDocuments(modeIdOf(application.Mode));
  const payPage = application.NextStep === 'pay' ? installmentPage(application.PageName) : undefined;
  return (
    <article className="request-detail" aria-labelledby={`application-${application.ApplicationId}`}>
      <header className="request-detail__head">
        <h1 id={`application-${application.ApplicationId}`}>
          {format.local(application.TitleEn, application.TitleAr)}
        </h1>
        <StateChip state={application.State} />
      </header>
      <ApplicationFacts application={application} />
      <NextStep application={application} />
      {application.OfficeNote && (
        <section className="request-note" aria-labelledby={`note-${application.ApplicationId}`}>
          <h2 id={`note-${application.ApplicationId}`}>{t('detail.officeNote')}</h2>
          {/* The office writes in either language: the note takes its own direction, not the page's. */}
          <p dir="auto">{application.OfficeNote}</p>
        </section>
      )}
      {payPage && (
        <IonButton routerLink={`/${payPage}`}>
          <IonIcon slot="start" icon={cardOutline} aria-hidden="true" />
          {t('detail.pay')}
        </IonButton>
      )}
      <ApplicationFee application={application} />
      {application.Choices.length > 0 && (
        <section className="intl-section" aria-labelledby={`choices-${application.ApplicationId}`}>
          <h2 id={`choices-${application.ApplicationId}`}>{t('detail.choices')}</h2>
          <ol className="intl-choices">
            {application.Choices.map((choice) => (
              <li key={choice.PartnerId}>
                {format.local(choice.NameEn, choice.NameAr)}{' '}
                <span className="intl-muted">({format.local(choice.CountryEn, choice.CountryAr)})</span>
              </li>
            ))}
          </ol>
          {application.State === 'draft' && onChangeChoices && (
            <IonButton
              fill="outline"
              size="small"
              onClick={() => {
                onChangeChoices(application);
              }}
            >
              <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
              {t('detail.changeChoices')}
            </IonButton>
          )}
        </section>
      )}
      {checklist.data ? (
        <>
          <ApplicationDocuments application={application} checklist={checklist.data} />
          <ApplicationActions
            application={application}
            missingDocuments={missingRequired(application, checklist.data)}
          />
        </>
      ) : (
        <QueriesPending queries={[checklist]} errorTitle={t('documents.errorTitle')} />
      )}
      <ApplicationLog application={application} />
    </article>
  );
}
