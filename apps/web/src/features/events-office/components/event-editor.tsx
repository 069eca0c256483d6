import { PARTY_EVENT_KINDS, PARTY_PAGES, type Faculty } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFooter } from '../../../components/office/editor-footer';
import { SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { useReloadEvents } from '../api/get-events';
import { useSaveEvent } from '../api/save-event';
import { bodyOf, type EventDraft } from '../event-draft';
import { useOfficeProblem, type OfficeProblem } from '../office-problem';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';
import { EligibilityInputs } from './eligibility-inputs';
import { ProblemLine } from './problem-line';
import { QuestionsEditor } from './questions-editor';

type Typed =
  'TitleEn' | 'TitleAr' | 'TextEn' | 'TextAr' | 'VenueEn' | 'VenueAr' | 'starts' | 'opens' | 'closes';
type Counted = 'Places' | 'GuestQuota' | 'fee';

/**
 * An event as the office defines it: what students read in both languages, when it starts and when
 * registration opens and closes, who may register, places, guests and fee (typed in pounds, sent in
 * piastres), and the questions of its form. The server's refusal is shown as it says it, a stale version
 * with Reload.
 */
export function EventEditor({
  start,
  faculties,
  onClose,
}: {
  start: EventDraft;
  faculties: readonly Faculty[];
  /** With the saved title, or nothing when the office cancelled or reloads. */
  onClose: (savedTitle?: string) => void;
}) {
  const { t } = useTranslation(['translation', EVENTS_OFFICE_NAMESPACE]);
  const save = useSaveEvent();
  const reload = useReloadEvents();
  const problemOf = useOfficeProblem();
  const [draft, setDraft] = useState(start);
  const [problem, setProblem] = useState<OfficeProblem>();
  const set = (patch: Partial<EventDraft>) => {
    setDraft({ ...draft, ...patch });
  };
  const typed = (key: Typed | Counted, type: 'text' | 'number' | 'datetime-local' = 'text', long = false) => (
    <TextInput
      type={type}
      long={long}
      label={t(`eventsOffice:editor.${key}`)}
      value={draft[key]}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );
  const send = (event?: SyntheticEvent) => {
    event?.preventDefault();
    const body = bodyOf(draft);
    if ('problem' in body) {
      setProblem({ text: t(`eventsOffice:editor.problems.${body.problem}`), stale: false });
      return;
    }
    setProblem(undefined);
    save.mutate(body, {
      onSuccess: () => {
        onClose(body.TitleEn);
      },
      onError: (error) => {
        setProblem(problemOf(error));
      },
    });
  };

  const title =
    draft.EventId === undefined ? t('eventsOffice:editor.titleNew') : t('eventsOffice:editor.titleEdit');
  return (
    <form className="office-editor office-card" aria-label={title} onSubmit={send}>
      <h2>{title}</h2>
      <fieldset>
        <legend>{t('eventsOffice:editor.event')}</legend>
        <SelectInput
          label={t('eventsOffice:editor.kind')}
          value={draft.Kind}
          values={PARTY_EVENT_KINDS}
          name={(kind) => t(`eventsOffice:kinds.${kind}`)}
          onChange={(Kind) => {
            set({ Kind });
          }}
        />
        <SelectInput
          label={t('eventsOffice:editor.page')}
          value={draft.Page}
          values={PARTY_PAGES}
          name={(page) => t(`eventsOffice:pages.${page}`)}
          onChange={(Page) => {
            set({ Page });
          }}
        />
        {typed('TitleEn')}
        {typed('TitleAr')}
        {typed('TextEn', 'text', true)}
        {typed('TextAr', 'text', true)}
        {typed('VenueEn')}
        {typed('VenueAr')}
        {typed('starts', 'datetime-local')}
        {typed('opens', 'datetime-local')}
        {typed('closes', 'datetime-local')}
      </fieldset>
      <EligibilityInputs draft={draft} faculties={faculties} set={set} />
      <fieldset>
        <legend>{t('eventsOffice:editor.placesAndFee')}</legend>
        {typed('Places', 'number')}
        {typed('GuestQuota', 'number')}
        {typed('fee')}
      </fieldset>
      <QuestionsEditor
        questions={draft.Questions}
        onChange={(Questions) => {
          set({ Questions });
        }}
      />
      <ProblemLine
        problem={problem}
        onReload={() => {
          void reload();
          onClose();
        }}
      />
      <EditorFooter
        problem={undefined}
        saving={save.isPending}
        saveLabel={t('eventsOffice:editor.save')}
        savingLabel={t('eventsOffice:editor.saving')}
        cancelLabel={t('eventsOffice:cancel')}
        onSave={send}
        onCancel={() => {
          onClose();
        }}
      />
    </form>
  );
}
