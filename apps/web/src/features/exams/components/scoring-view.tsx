import { IonIcon } from '@ionic/react';
import type { ExamKind, ExamScore, ExamScoring } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { hourglassOutline, ribbonOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../../components/page-body';
import { StatePanel } from '../../../components/state-panel';
import { QueryState } from '../../../components/query-state/query-state';
import { currentLanguage } from '../../../lib/i18n';
import { EXAMS_NAMESPACE } from '../translations';
import { RelatedPage } from './related-page';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';

const TITLES = {
  midterm: 'pages.midterm-scoring',
  final: 'pages.final-scoring',
  practical: 'pages.practical-scoring',
} as const satisfies Record<ExamKind, string>;

function ScoreRow({ score }: { score: ExamScore }) {
  const { t, i18n } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const formatInstant = useUniversityTime();
  const title = currentLanguage(i18n) === 'ar' ? score.CourseTitleAr : score.CourseTitleEn;
  const share = score.Score === null ? 0 : Math.min(1, score.Score / score.OutOf);
  const values = { score: number.format(score.Score ?? 0), outOf: number.format(score.OutOf) };
  return (
    <li className="score-row">
      <div className="score-row__text">
        <p className="score-row__course">
          {score.CourseCode} {title}
        </p>
        <p className="score-row__published">
          {t('exams:publishedOn', {
            date: formatInstant(score.PublishedAt, 'date'),
          })}
        </p>
      </div>
      {score.Absent ? (
        <span className="exam-chip exam-chip--absent">{t('exams:absent')}</span>
      ) : (
        <div className="score-row__figure">
          <p aria-label={t('exams:scoreLabel', values)}>{t('exams:scoreOutOf', values)}</p>
          <span className="score-bar" aria-hidden="true">
            <span style={{ inlineSize: `${String(Math.round(share * 100))}%` }} />
          </span>
        </div>
      )}
    </li>
  );
}

function ScoringContent({ data, kind }: { data: ExamScoring; kind: ExamKind }) {
  const { t, i18n } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  return (
    <>
      <header className="exams-intro">
        <h1>{t(TITLES[kind])}</h1>
        <p>{t(`exams:scoringIntro.${kind}`)}</p>
      </header>
      {data.Pending.length > 0 && (
        <section className="exams-card" aria-labelledby="scores-pending">
          <h2 id="scores-pending" className="exams-card__title">
            <IonIcon icon={hourglassOutline} aria-hidden="true" />
            {t('exams:pendingTitle')}
          </h2>
          <p className="exams-card__note">{t('exams:pendingDetail')}</p>
          <ul className="pending-list">
            {data.Pending.map((exam) => (
              <li key={exam.ExamId}>
                {exam.CourseCode} {arabic ? exam.CourseTitleAr : exam.CourseTitleEn}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.Terms.length === 0 ? (
        <StatePanel tone="empty" icon={ribbonOutline} title={t(`exams:noScores.${kind}`)} />
      ) : (
        data.Terms.map((term) => (
          <section key={term.Term.Code} className="scores-term" aria-labelledby={`scores-${term.Term.Code}`}>
            <h2 id={`scores-${term.Term.Code}`}>{arabic ? term.Term.NameAr : term.Term.NameEn}</h2>
            <ul className="score-rows">
              {term.Scores.map((score) => (
                <ScoreRow key={score.ExamId} score={score} />
              ))}
            </ul>
          </section>
        ))
      )}
      <RelatedPage kind={kind} to="schedule" />
    </>
  );
}

/** The body of the three scoring pages: published scores by term, and this term's still-unpublished exams. */
export function ScoringView({ kind, scoring }: { kind: ExamKind; scoring: UseQueryResult<ExamScoring> }) {
  const { t } = useTranslation(['translation', EXAMS_NAMESPACE]);
  return (
    <PageBody>
      <QueryState query={scoring} errorTitle={t('exams:scoresErrorTitle')} fetchedAt>
        {(data) => <ScoringContent data={data} kind={kind} />}
      </QueryState>
    </PageBody>
  );
}
