import { IonButton, IonIcon } from '@ionic/react';
import { schoolOutline, swapHorizontalOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../../components/page-body';
import { QueryState } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { useWhatIfAudit } from '../api/get-what-if-audit';
import { useWhatIfPrograms } from '../api/get-what-if-programs';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';
import { WhatIfAuditView } from './what-if-audit';
import '../preview.css';
import './what-if.css';

/**
 * Route `what-if`: the degree audit against another program of the student's faculty — pick one, see what
 * would count and where, what would be missing and how many terms that means. Opened from the advising
 * preview and from the study plan on the advising page; it reads the record only, so it is open all term.
 */
export default function WhatIfPage() {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  const programs = useWhatIfPrograms();
  const [chosen, setChosen] = useState<number | null>(null);
  const audit = useWhatIfAudit(chosen);
  return (
    <PageBody>
      <header className="preview-intro">
        <h1>{t('pages.what-if')}</h1>
        <p>{t('advisingPreview:whatIf.intro')}</p>
      </header>
      <QueryState
        query={programs}
        errorTitle={t('advisingPreview:whatIf.errorTitle')}
        empty={{
          when: (data) => data.Programs.length === 0,
          icon: schoolOutline,
          title: t('advisingPreview:whatIf.noPrograms'),
          detail: t('advisingPreview:whatIf.noProgramsDetail'),
        }}
      >
        {(data) => (
          <section className="preview-card" aria-labelledby="what-if-programs">
            <h2 id="what-if-programs">{t('advisingPreview:whatIf.choose')}</h2>
            <p className="what-if__current">
              {t('advisingPreview:whatIf.current', { program: words.name(data.CurrentProgram) })}
            </p>
            <div className="what-if__programs">
              {data.Programs.map((program) => (
                <IonButton
                  key={program.ProgramId}
                  fill={chosen === program.ProgramId ? 'solid' : 'outline'}
                  aria-pressed={chosen === program.ProgramId}
                  data-program={program.Code}
                  onClick={() => {
                    setChosen(program.ProgramId);
                  }}
                >
                  <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
                  {words.name(program)}
                </IonButton>
              ))}
            </div>
          </section>
        )}
      </QueryState>
      {chosen === null ? (
        programs.data?.Programs.length ? (
          <StatePanel
            tone="empty"
            icon={swapHorizontalOutline}
            title={t('advisingPreview:whatIf.pick')}
            detail={t('advisingPreview:whatIf.pickDetail')}
          />
        ) : null
      ) : (
        <QueryState query={audit} errorTitle={t('advisingPreview:whatIf.auditErrorTitle')}>
          {(data) => <WhatIfAuditView audit={data} />}
        </QueryState>
      )}
    </PageBody>
  );
}
