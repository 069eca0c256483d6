import { IonSpinner } from '@ionic/react';
import { peopleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { useOfficePrograms } from '../api/get-programs';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { ProgramPicker } from './program-picker';
import { TermSelection } from './term-selection';

/** The selection of a ranked program: choose the program and one of the terms it has seats in. */
export function SelectionTab() {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const programs = useOfficePrograms();
  const [chosenProgram, setChosenProgram] = useState<number>();
  const [chosenTerm, setChosenTerm] = useState<number>();

  if (programs.isPending) return <IonSpinner name="crescent" aria-label={t('app.loading')} />;
  if (programs.isError)
    return (
      <p className="office-problem" role="alert">
        {errorMessage(programs.error, t)}
      </p>
    );
  const ranked = programs.data.Programs.filter((one) => one.Selection === 'ranked');
  const program = ranked.find((one) => one.ProgramId === chosenProgram) ?? ranked[0];
  if (!program)
    return <StatePanel tone="empty" icon={peopleOutline} title={t('internationalOffice:empty.ranked')} />;
  const termIds = new Set(program.Seats.map((seat) => seat.TermId));
  const terms = programs.data.Terms.filter((term) => termIds.has(term.TermId));
  const term = terms.find((one) => one.TermId === chosenTerm) ?? terms[0];

  return (
    <section aria-label={t('internationalOffice:tabs.selection')}>
      <div className="office-filters">
        <ProgramPicker
          programs={ranked}
          value={program.ProgramId}
          onChange={(programId) => {
            setChosenProgram(programId);
            setChosenTerm(undefined);
          }}
        />
        <label className="office-field">
          <span>{t('internationalOffice:columns.term')}</span>
          <select
            value={term?.TermId ?? ''}
            onChange={(event) => {
              setChosenTerm(Number(event.target.value));
            }}
          >
            {terms.map((one) => (
              <option key={one.TermId} value={one.TermId}>
                {format.named(one.NameEn, one.NameAr)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {term ? (
        <TermSelection
          key={`${String(program.ProgramId)}-${String(term.TermId)}`}
          program={program}
          termId={term.TermId}
        />
      ) : (
        <p>{t('internationalOffice:selection.noTerms')}</p>
      )}
    </section>
  );
}
