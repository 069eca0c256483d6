import {
  IonAccordion,
  IonAccordionGroup,
  IonBadge,
  IonItem,
  IonLabel,
  IonSegment,
  IonSegmentButton,
  type RefresherCustomEvent,
} from '@ionic/react';
import type { SemesterSummary, TranscriptCourse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { schoolOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { currentLanguage } from '../../lib/i18n';
import { TRANSCRIPT_KEY } from './api/keys';
import { useSemesters } from './api/get-semesters';
import { AllCourses } from './components/all-courses';
import { RecordSummary } from './components/record-summary';
import { RequisitesModal } from './components/requisites-modal';
import { TermPanel } from './components/term-panel';
import { formatGpa, formatNumber, localName } from './format';
import { TRANSCRIPT_NAMESPACE } from './translations';
import './transcript.css';

type View = 'terms' | 'courses';

function TermHeading({ term }: { term: SemesterSummary }) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const language = i18n.language;
  return (
    <IonItem slot="header" lines="none" className="term-heading">
      <IonLabel>
        <h2>
          {localName(term, currentLanguage(i18n) === 'ar')}
          {term.IsCurrent && (
            <IonBadge color="primary" className="term-heading__badge">
              {t('transcript:current')}
            </IonBadge>
          )}
        </h2>
        <p>
          {term.Term.AttemptedCredits === 0
            ? t('transcript:inProgress', { count: term.Courses })
            : t('transcript:termLine', {
                gpa: formatGpa(term.Term.Gpa, language, t('transcript:gpaNone')),
                earned: formatNumber(term.Term.EarnedCredits, language),
                attempted: formatNumber(term.Term.AttemptedCredits, language),
              })}
        </p>
      </IonLabel>
    </IonItem>
  );
}

/**
 * Route `transcript`: the cumulative summary with the PDF, then every term (newest first, each loaded when
 * opened) or every course once. Withdrawal (W) is offered on this term's courses while its window is open.
 */
export default function TranscriptPage() {
  const { t } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const queryClient = useQueryClient();
  const semesters = useSemesters();
  const [view, setView] = useState<View>('terms');
  const [opened, setOpened] = useState<string[] | undefined>(undefined);
  const [requisitesOf, setRequisitesOf] = useState<TranscriptCourse | null>(null);

  async function refresh(event: RefresherCustomEvent) {
    try {
      await queryClient.refetchQueries({ queryKey: TRANSCRIPT_KEY, type: 'active' });
    } finally {
      event.detail.complete();
    }
  }

  const body = (
    <QueryState
      query={semesters}
      errorTitle={t('transcript:errorTitle')}
      empty={{ when: (terms) => terms.length === 0, icon: schoolOutline, title: t('transcript:empty') }}
      fetchedAt
    >
      {(terms) => {
        const open = opened ?? [String(terms[0]?.TermId)];
        return (
          <>
            {terms[0] && <RecordSummary latest={terms[0]} />}
            <IonSegment
              className="transcript-view"
              aria-label={t('transcript:viewLabel')}
              value={view}
              onIonChange={(event) => {
                setView(event.detail.value === 'courses' ? 'courses' : 'terms');
              }}
            >
              <IonSegmentButton value="terms">
                <IonLabel>{t('transcript:byTerm')}</IonLabel>
              </IonSegmentButton>
              <IonSegmentButton value="courses">
                <IonLabel>{t('transcript:allCourses')}</IonLabel>
              </IonSegmentButton>
            </IonSegment>
            {view === 'terms' ? (
              <IonAccordionGroup
                multiple
                className="terms"
                value={open}
                onIonChange={(event) => {
                  const value: unknown = event.detail.value;
                  if (event.target !== event.currentTarget) return;
                  setOpened(Array.isArray(value) ? value.map(String) : []);
                }}
              >
                {terms.map((term) => (
                  <IonAccordion
                    key={term.TermId}
                    value={String(term.TermId)}
                    className="term"
                    data-term={term.TermCode}
                  >
                    <TermHeading term={term} />
                    <div slot="content">
                      <TermPanel
                        term={term}
                        open={open.includes(String(term.TermId))}
                        onPrerequisites={setRequisitesOf}
                      />
                    </div>
                  </IonAccordion>
                ))}
              </IonAccordionGroup>
            ) : (
              <AllCourses />
            )}
            <RequisitesModal
              course={requisitesOf}
              onClose={() => {
                setRequisitesOf(null);
              }}
            />
          </>
        );
      }}
    </QueryState>
  );

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="transcript-intro">
          <h1>{t('pages.transcript')}</h1>
          <p>{t('transcript:intro')}</p>
        </header>
        {body}
      </PageBody>
    </>
  );
}
