import type { Faculty } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFooter } from '../../../components/office/editor-footer';
import { IdSelect, TextInput } from '../../../components/office/editor-inputs';
import { useDraftSave } from '../../../components/office/use-draft-save';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { useSaveRound } from '../api/save-round';
import { bodyOf, newOffer, type RoundDraft } from '../round-draft';
import { PLACEMENT_OFFICE_NAMESPACE } from '../translations';
import { OffersEditor } from './offers-editor';
import './round-editor.css';

type Term = { TermId: number; NameEn: string; NameAr: string };
type Typed = 'opens' | 'closes' | 'MinLevel' | 'MinEarnedCredits' | 'MaxChoices';

/**
 * A round as the office defines it: faculty, term and number, when choices open and close, who takes part
 * (level, earned credits), how many choices a student ranks, and the majors offered with their seats and last
 * year's cut-off. What the page can check is checked before sending; the server's refusal is shown as it says it.
 */
export function RoundEditor({
  start,
  faculties,
  terms,
  onClose,
}: {
  start: RoundDraft;
  faculties: readonly Faculty[];
  terms: readonly Term[];
  /** With what was saved, or nothing when the office cancelled. */
  onClose: (saved?: { faculty: string; number: number }) => void;
}) {
  const { t, i18n } = useTranslation(['translation', PLACEMENT_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const [draft, setDraft] = useState(start);
  const faculty = faculties.find((one) => one.FacultyId === draft.FacultyId);
  const set = (patch: Partial<RoundDraft>) => {
    setDraft({ ...draft, ...patch });
  };
  const choice = (
    label: string,
    value: number,
    options: { id: number; name: string }[],
    pick: (id: number) => void,
  ) => <IdSelect label={label} value={value} options={options} onChange={pick} />;
  const { problem, saving, send } = useDraftSave({
    save: useSaveRound(),
    check: () => bodyOf(draft),
    problemText: (key) => t(`placementOffice:editor.problems.${key}`),
    onSaved: (body) => {
      onClose({ faculty: format.named(faculty?.NameEn ?? '', faculty?.NameAr ?? ''), number: body.Number });
    },
  });
  const typed = (key: Typed, type: 'number' | 'datetime-local') => (
    <TextInput
      type={type}
      label={t(`placementOffice:editor.${key}`)}
      value={draft[key]}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );

  const title =
    draft.RoundId === undefined
      ? t('placementOffice:editor.titleNew')
      : t('placementOffice:editor.titleEdit', { number: numberFormat(i18n.language).format(draft.Number) });
  return (
    <form className="office-editor office-card round-editor" aria-label={title} onSubmit={send}>
      <h2>{title}</h2>
      <fieldset>
        <legend>{t('placementOffice:editor.round')}</legend>
        {choice(
          t('placementOffice:editor.faculty'),
          draft.FacultyId,
          faculties.map((one) => ({ id: one.FacultyId, name: format.named(one.NameEn, one.NameAr) })),
          (FacultyId) => {
            const next = faculties.find((one) => one.FacultyId === FacultyId);
            set({ FacultyId, Offers: [newOffer(next)] });
          },
        )}
        {choice(
          t('placementOffice:editor.term'),
          draft.TermId,
          terms.map((one) => ({ id: one.TermId, name: format.named(one.NameEn, one.NameAr) })),
          (TermId) => {
            set({ TermId });
          },
        )}
        {choice(
          t('placementOffice:editor.number'),
          draft.Number,
          [1, 2, 3].map((id) => ({ id, name: numberFormat(i18n.language).format(id) })),
          (Number) => {
            set({ Number });
          },
        )}
        {typed('opens', 'datetime-local')}
        {typed('closes', 'datetime-local')}
      </fieldset>
      <fieldset>
        <legend>{t('placementOffice:editor.eligibility')}</legend>
        {typed('MinLevel', 'number')}
        {typed('MinEarnedCredits', 'number')}
        {typed('MaxChoices', 'number')}
      </fieldset>
      <OffersEditor
        offers={draft.Offers}
        faculty={faculty}
        onChange={(Offers) => {
          set({ Offers });
        }}
      />
      <EditorFooter
        problem={problem}
        saving={saving}
        saveLabel={t('placementOffice:editor.save')}
        savingLabel={t('placementOffice:editor.saving')}
        cancelLabel={t('placementOffice:cancel')}
        onSave={send}
        onCancel={onClose}
      />
    </form>
  );
}
