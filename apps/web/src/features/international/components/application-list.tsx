import { IonIcon } from '@ionic/react';
import type { ProgramPage } from '@portal/contract';
import { chevronForward, airplaneOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useAppliedPrograms } from '../api/get-applied-programs';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';
import { NextStep } from './next-step';
import { StateChip } from './state-chip';

/** The student's applications to this page's programs, each with its state and what to do next. */
export function ApplicationList({
  page,
  onOpen,
}: {
  page: ProgramPage;
  onOpen: (applicationId: number) => void;
}) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const applications = useAppliedPrograms();
  return (
    <section className="intl-section" aria-labelledby="intl-applications">
      <h2 id="intl-applications">{t('list.title')}</h2>
      <QueryState
        query={applications}
        errorTitle={t('list.errorTitle')}
        empty={{
          when: (data) => !data.some((application) => application.PageName === page),
          icon: airplaneOutline,
          title: t('list.none'),
          detail: t('list.noneDetail'),
        }}
      >
        {(data) => (
          <ul className="intl-applications">
            {data
              .filter((application) => application.PageName === page)
              .map((application) => {
                const title = format.local(application.TitleEn, application.TitleAr);
                return (
                  <li key={application.ApplicationId}>
                    <button
                      type="button"
                      className="intl-application"
                      aria-label={t('list.open', { program: title })}
                      onClick={() => {
                        onOpen(application.ApplicationId);
                      }}
                    >
                      <span className="intl-application__top">
                        <span className="intl-application__title">{title}</span>
                        <StateChip state={application.State} />
                      </span>
                      <span className="intl-muted">
                        {format.local(application.TermNameEn, application.TermNameAr)}
                      </span>
                      <NextStep application={application} />
                      {/* No flip class: ionicons turns a chevron round in right-to-left text on its own. */}
                      <IonIcon icon={chevronForward} className="intl-application__go" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
