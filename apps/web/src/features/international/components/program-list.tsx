import type { InternationalProgram, ProgramPage } from '@portal/contract';
import { globeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { usePagePrograms } from '../api/get-faculty-intro-text';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { ProgramCard } from './program-card';

interface ProgramListProps {
  page: ProgramPage;
  onApply: (program: InternationalProgram) => void;
  onOpenApplication: (applicationId: number) => void;
}

/** The programs the office shows on this page, opening soonest first. */
export function ProgramList({ page, onApply, onOpenApplication }: ProgramListProps) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const programs = usePagePrograms(page);
  return (
    <QueryState
      query={programs}
      errorTitle={t('programs.errorTitle')}
      empty={{
        when: (data) => data.length === 0,
        icon: globeOutline,
        title: t('programs.none'),
        detail: t('programs.noneDetail'),
      }}
    >
      {(data) => (
        <div className="intl-programs">
          {data.map((program) => (
            <ProgramCard
              key={program.ProgramId}
              program={program}
              onApply={onApply}
              onOpenApplication={onOpenApplication}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}
