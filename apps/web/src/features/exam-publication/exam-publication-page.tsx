import { IonButton, IonLabel, IonSearchbar, IonSegment, IonSegmentButton } from '@ionic/react';
import { documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useExamsForPublication } from './api/get-exams-for-publication';
import {
  ExamPublicationCard,
  PUBLICATION_STATES,
  publicationState,
  type PublicationState,
} from './components/exam-publication-card';
import { EXAM_PUBLICATION_NAMESPACE } from './translations';
import './exam-publication.css';

/** A term has thousands of exams: a page shows this many, then "Show more". */
const PAGE_SIZE = 24;

const isState = (value: unknown): value is PublicationState =>
  PUBLICATION_STATES.some((state) => state === value);

/**
 * Registrar: the term's exams by where they stand — ready to publish first, still being marked, published —
 * searchable by course, and publishing of each exam's scores (the scoring pages show a student nothing
 * until this is done).
 */
export default function ExamPublicationPage() {
  const { t } = useTranslation(['translation', EXAM_PUBLICATION_NAMESPACE]);
  const exams = useExamsForPublication();
  const [state, setState] = useState<PublicationState>('ready');
  const [search, setSearch] = useState('');
  const [shownCount, setShownCount] = useState(PAGE_SIZE);

  if (!exams.isSuccess) {
    return (
      <PageBody>
        <QueriesPending queries={[exams]} errorTitle={t('examPublication:errorTitle')} />
      </PageBody>
    );
  }
  const needle = search.trim().toLowerCase();
  const matching = exams.data.Exams.filter(
    (exam) =>
      publicationState(exam) === state &&
      (needle === '' || `${exam.CourseCode} ${exam.CourseTitleEn}`.toLowerCase().includes(needle)),
  ).sort((a, b) => a.StartsAt.localeCompare(b.StartsAt) || a.CourseCode.localeCompare(b.CourseCode));
  return (
    <PageBody>
      <PullToRefresh onRefresh={refetchAll([exams])} />
      <header className="exam-publication__intro">
        <h1>{t('pages.publish-scores')}</h1>
        <p>{t('examPublication:intro')}</p>
      </header>
      <IonSegment
        className="exam-publication__states"
        value={state}
        onIonChange={(event) => {
          if (isState(event.detail.value)) {
            setState(event.detail.value);
            setShownCount(PAGE_SIZE);
          }
        }}
        aria-label={t('examPublication:filter')}
      >
        {PUBLICATION_STATES.map((each) => (
          <IonSegmentButton key={each} value={each}>
            <IonLabel>{t(`examPublication:tab.${each}`)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <IonSearchbar
        className="exam-publication__search"
        value={search}
        debounce={200}
        placeholder={t('examPublication:search')}
        aria-label={t('examPublication:search')}
        onIonInput={(event) => {
          setSearch(event.detail.value ?? '');
          setShownCount(PAGE_SIZE);
        }}
      />
      <p className="exam-publication__count" role="status">
        {t('examPublication:count', { count: matching.length })}
      </p>
      {matching.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={documentTextOutline}
          title={t(
            exams.data.Exams.length === 0
              ? 'examPublication:empty'
              : needle === ''
                ? `examPublication:emptyState.${state}`
                : 'examPublication:noMatch',
          )}
        />
      ) : (
        <>
          <ul className="exam-publication__list">
            {matching.slice(0, shownCount).map((exam) => (
              <ExamPublicationCard key={exam.ExamId} exam={exam} timeZone={exams.data.TimeZone} />
            ))}
          </ul>
          {matching.length > shownCount && (
            <IonButton
              className="exam-publication__more"
              fill="outline"
              onClick={() => {
                setShownCount((count) => count + PAGE_SIZE);
              }}
            >
              {t('examPublication:showMore', { count: matching.length - shownCount })}
            </IonButton>
          )}
        </>
      )}
    </PageBody>
  );
}
