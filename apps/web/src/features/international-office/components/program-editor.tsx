import { IonButton } from '@ionic/react';
import {
  PROGRAM_MODES,
  PROGRAM_PAGES,
  PROGRAM_SELECTIONS,
  type ProgramDefinition,
  type ProgramEligibility,
} from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInput, SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { isoOf, localInputOf, piastresOf, poundsOf } from '../../../components/office/input-values';
import { errorMessage } from '../../../lib/error-message';
import type { OfficePrograms } from '../api/get-programs';
import { useSaveProgram } from '../api/save-program';
import { idsOf, plansNotWhole } from '../program-draft';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { EligibilityInputs } from './eligibility-inputs';
import { PlansEditor } from './plans-editor';
import { SeatsEditor } from './seats-editor';

type Text = 'Code' | 'TitleEn' | 'TitleAr' | 'IntroEn' | 'IntroAr' | 'FlyerEn' | 'FlyerAr';

/**
 * A program as the office defines it: texts in both languages, its page, mode and selection, the dates,
 * how many partners a student may rank, the fee (typed in pounds, sent in piastres), who may apply, the
 * seats per partner and term, and the installment plans (each adding up to 100%). What the page can check
 * is checked before sending; the server's refusal is shown as it says it.
 */
export function ProgramEditor({
  start,
  catalogue,
  onClose,
}: {
  start: ProgramDefinition;
  catalogue: Pick<OfficePrograms, 'Partners' | 'Terms'>;
  onClose: (savedTitle?: string) => void;
}) {
  const { t, i18n } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const save = useSaveProgram();
  const [draft, setDraft] = useState(start);
  const [fee, setFee] = useState(poundsOf(start.FeePiastres));
  const [dates, setDates] = useState({
    opens: localInputOf(start.OpensAt || null),
    closes: localInputOf(start.ClosesAt || null),
  });
  const [ids, setIds] = useState({
    faculties: start.Eligibility.FacultyIds.join(', '),
    programs: start.Eligibility.ProgramIds.join(', '),
  });
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<ProgramDefinition>) => {
    setDraft({ ...draft, ...patch });
  };
  const eligibility = (patch: Partial<ProgramEligibility>) => {
    set({ Eligibility: { ...draft.Eligibility, ...patch } });
  };

  /** The definition to send, or why it cannot be sent yet. */
  function checked(): ProgramDefinition | string {
    const piastres = piastresOf(fee);
    if (piastres === null) return t('internationalOffice:editor.feeInvalid');
    const [OpensAt, ClosesAt] = [isoOf(dates.opens), isoOf(dates.closes)];
    if (OpensAt === null || ClosesAt === null) return t('internationalOffice:editor.datesNeeded');
    const [FacultyIds, ProgramIds] = [idsOf(ids.faculties), idsOf(ids.programs)];
    if (FacultyIds === null || ProgramIds === null) return t('internationalOffice:editor.idsInvalid');
    const notWhole = plansNotWhole(draft.Plans)[0];
    if (notWhole) return t('internationalOffice:editor.percentsNot100', { plan: notWhole.Code });
    return {
      ...draft,
      FeePiastres: piastres,
      OpensAt,
      ClosesAt,
      Eligibility: { ...draft.Eligibility, FacultyIds, ProgramIds },
    };
  }

  function send(event?: SyntheticEvent) {
    event?.preventDefault();
    const definition = checked();
    if (typeof definition === 'string') {
      setProblem(definition);
      return;
    }
    setProblem(undefined);
    save.mutate(definition, {
      onSuccess: () => {
        onClose(i18n.language.startsWith('ar') ? definition.TitleAr : definition.TitleEn);
      },
      onError: (error) => {
        setProblem(errorMessage(error, t));
      },
    });
  }

  const text = (key: Text, long = false) => (
    <TextInput
      label={t(`internationalOffice:editor.${key}`)}
      long={long}
      value={draft[key]}
      maxLength={long ? 8000 : 200}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );
  return (
    <form className="office-editor" aria-label={t('internationalOffice:editor.title')} onSubmit={send}>
      <fieldset>
        <legend>{t('internationalOffice:editor.texts')}</legend>
        {text('TitleEn')}
        {text('TitleAr')}
        {text('IntroEn', true)}
        {text('IntroAr', true)}
        {text('FlyerEn', true)}
        {text('FlyerAr', true)}
      </fieldset>
      <fieldset>
        <legend>{t('internationalOffice:editor.settings')}</legend>
        {text('Code')}
        <SelectInput
          label={t('internationalOffice:editor.page')}
          value={draft.PageName}
          values={PROGRAM_PAGES}
          name={(page) => t(`pages.${page}`)}
          onChange={(PageName) => {
            set({ PageName });
          }}
        />
        <SelectInput
          label={t('internationalOffice:editor.mode')}
          value={draft.Mode}
          values={PROGRAM_MODES}
          name={(mode) => t(`internationalOffice:mode.${mode}`)}
          onChange={(Mode) => {
            set({ Mode });
          }}
        />
        <SelectInput
          label={t('internationalOffice:editor.selection')}
          value={draft.Selection}
          values={PROGRAM_SELECTIONS}
          name={(selection) => t(`internationalOffice:selectionRule.${selection}`)}
          onChange={(Selection) => {
            set({ Selection });
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('internationalOffice:editor.opensAt')}
          value={dates.opens}
          onChange={(opens) => {
            setDates({ ...dates, opens });
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('internationalOffice:editor.closesAt')}
          value={dates.closes}
          onChange={(closes) => {
            setDates({ ...dates, closes });
          }}
        />
        <TextInput
          type="number"
          label={t('internationalOffice:editor.maxChoices')}
          value={String(draft.MaxChoices)}
          onChange={(typed) => {
            set({ MaxChoices: Number(typed) });
          }}
        />
        <TextInput label={t('internationalOffice:editor.fee')} value={fee} onChange={setFee} />
        <CheckInput
          label={t('internationalOffice:editor.active')}
          checked={draft.Active}
          onChange={(Active) => {
            set({ Active });
          }}
        />
      </fieldset>
      <EligibilityInputs rules={draft.Eligibility} ids={ids} onChange={eligibility} onIds={setIds} />
      <SeatsEditor
        seats={draft.Seats}
        partners={catalogue.Partners}
        terms={catalogue.Terms}
        onChange={(Seats) => {
          set({ Seats });
        }}
      />
      <PlansEditor
        plans={draft.Plans}
        onChange={(Plans) => {
          set({ Plans });
        }}
      />
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="office-actions">
        <IonButton
          disabled={save.isPending}
          onClick={() => {
            send();
          }}
        >
          {t('internationalOffice:editor.save')}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            onClose();
          }}
        >
          {t('internationalOffice:cancel')}
        </IonButton>
      </div>
    </form>
  );
}
