import { IonButton, IonIcon } from '@ionic/react';
import type { EvaluationReport } from '@portal/contract';
import { barChartOutline, downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { isReportWithheld, useEvaluationReport } from './api/get-evaluation-report';
import { ReportWithheld } from './components/report-withheld';
import { reportCsv } from './report-csv';
import './quality-report.css';
import { QUALITY_NAMESPACE } from './translations';
import { numberFormat } from '../../lib/intl-formats';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The report once loaded: the CSV export, then each section and instructor with their scores. */
function Report({ data }: { data: EvaluationReport }) {
  const { t, i18n } = useTranslation(['translation', QUALITY_NAMESPACE]);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const below = t('quality:belowThreshold', { count: data.MinimumRespondents });
  return (
    <>
      <header className="quality-intro">
        <h1>{t('pages.quality-report')}</h1>
        <p>{t('quality:intro', { count: data.MinimumRespondents, term: data.TermCode ?? '—' })}</p>
        {data.Rows.length > 0 && (
          <IonButton
            fill="outline"
            onClick={() => {
              download(`course-evaluation-${data.TermCode ?? 'report'}.csv`, reportCsv(data, below));
            }}
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            {t('quality:exportCsv')}
          </IonButton>
        )}
      </header>
      {data.Rows.length === 0 ? (
        <StatePanel tone="empty" icon={barChartOutline} title={t('quality:empty')} />
      ) : (
        <ul className="quality-rows">
          {data.Rows.map((row) => (
            <li
              key={`${String(row.SectionId)}-${String(row.InstructorId ?? 'course')}`}
              className="quality-row"
            >
              <p className="quality-row__title">
                {row.CourseCode} · {row.CourseTitleEn} · {t('quality:section', { section: row.SectionNo })}
              </p>
              <p className="quality-row__meta">
                {row.InstructorNameEn ?? t('quality:theCourse')} ·{' '}
                {t('quality:respondents', { count: row.Respondents })}
              </p>
              {row.Shown ? (
                <table className="quality-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('quality:question')}</th>
                      <th scope="col">{t('quality:answers')}</th>
                      <th scope="col">{t('quality:mean')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {row.Questions.map((question) => (
                      <tr key={question.QuestionId}>
                        <td>{question.TextEn}</td>
                        <td>{number.format(question.Answers)}</td>
                        <td>{question.Mean === null ? '—' : number.format(question.Mean)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="quality-row__withheld">{below}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Quality office: course evaluation aggregates per section and instructor, scores only where at least
 * five students answered (the server withholds the rest), and a CSV of the same. While the term's
 * evaluation is open, or its answers are being counted, the server withholds the whole report.
 */
export default function QualityReportPage() {
  const { t } = useTranslation(['translation', QUALITY_NAMESPACE]);
  const report = useEvaluationReport();

  return (
    <PageBody>
      {isReportWithheld(report.error) ? (
        <ReportWithheld onCheckAgain={() => void report.refetch()} />
      ) : (
        <QueryState query={report} errorTitle={t('quality:errorTitle')}>
          {(data) => <Report data={data} />}
        </QueryState>
      )}
    </PageBody>
  );
}
