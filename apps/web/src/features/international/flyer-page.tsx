import { IonButton, IonIcon } from '@ionic/react';
import { PROGRAM_PAGES, type InternationalProgram, type ProgramPage } from '@portal/contract';
import { arrowBack, documentTextOutline, searchOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageBody } from '../../components/page-body';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { usePagePrograms } from './api/get-faculty-intro-text';
import { paragraphsOf } from './application-rules';
import { INTERNATIONAL_NAMESPACE } from './translations';
import { useInternationalFormat } from './use-international-format';
import './international.css';

/** The program the address names (`international-flyer?page=opet&program=12`), if it names one properly. */
export function flyerFromSearch(search: string): { page: ProgramPage; programId: number } | undefined {
  const parameters = new URLSearchParams(search);
  const page = PROGRAM_PAGES.find((name) => name === parameters.get('page'));
  const program = parameters.get('program');
  if (!page || program === null || !/^\d{1,10}$/.test(program)) return undefined;
  const programId = Number(program);
  return programId > 0 && programId <= 2_147_483_647 ? { page, programId } : undefined;
}

function Flyer({ program }: { program: InternationalProgram }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const paragraphs = paragraphsOf(format.local(program.FlyerEn, program.FlyerAr));
  return (
    <article className="intl-flyer">
      <h1>{format.local(program.TitleEn, program.TitleAr)}</h1>
      <p className="intl-muted">
        {t(`modes.${program.Mode}`)} · {format.date(program.OpensAt)} – {format.date(program.ClosesAt)}
      </p>
      {paragraphs.length === 0 ? (
        <p>{t('flyer.noFlyer')}</p>
      ) : (
        paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </article>
  );
}

function ProgramFlyer({ page, programId }: { page: ProgramPage; programId: number }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const programs = usePagePrograms(page);
  return (
    <>
      <IonButton fill="clear" size="small" routerLink={`/${page}`} routerDirection="back">
        <IonIcon slot="start" icon={arrowBack} className="intl-flip" aria-hidden="true" />
        {t('flyer.back')}
      </IonButton>
      <QueryState
        query={programs}
        errorTitle={t('flyer.errorTitle')}
        empty={{
          when: (data) => !data.some((program) => program.ProgramId === programId),
          icon: searchOutline,
          title: t('flyer.notFound'),
          detail: t('flyer.notFoundDetail'),
        }}
      >
        {(data) => {
          const program = data.find((candidate) => candidate.ProgramId === programId);
          return program && <Flyer program={program} />;
        }}
      </QueryState>
    </>
  );
}

/** Route `international-flyer`: a program's flyer in the reader's language, opened from its page. */
export default function FlyerPage() {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const { search } = useLocation();
  const chosen = flyerFromSearch(search);
  return (
    <PageBody>
      {chosen ? (
        <ProgramFlyer
          key={`${chosen.page}-${chosen.programId}`}
          page={chosen.page}
          programId={chosen.programId}
        />
      ) : (
        <StatePanel
          tone="empty"
          icon={documentTextOutline}
          title={t('flyer.none')}
          detail={t('flyer.noneDetail')}
        />
      )}
    </PageBody>
  );
}
