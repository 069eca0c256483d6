import { PARTY_ELIGIBILITIES, type Faculty } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { IdSelect, SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import type { EventDraft } from '../event-draft';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';

type Patch = Partial<EventDraft>;

/** Who may register: a faculty (and its levels, or its graduation-project courses) only where the rule needs one. */
export function EligibilityInputs({
  draft,
  faculties,
  set,
}: {
  draft: EventDraft;
  faculties: readonly Faculty[];
  set: (patch: Patch) => void;
}) {
  const { t } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const byFaculty = draft.Eligibility === 'faculty-level' || draft.Eligibility === 'project-students';
  const typed = (key: 'MinLevel' | 'MaxLevel' | 'courses', type: 'text' | 'number') => (
    <TextInput
      type={type}
      label={t(`editor.${key}`)}
      value={draft[key]}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );
  return (
    <fieldset>
      <legend>{t('editor.who')}</legend>
      <SelectInput
        label={t('editor.eligibility')}
        value={draft.Eligibility}
        values={PARTY_ELIGIBILITIES}
        name={(rule) => t(`eligibilities.${rule}`)}
        onChange={(Eligibility) => {
          const needsFaculty = Eligibility === 'faculty-level' || Eligibility === 'project-students';
          set({
            Eligibility,
            FacultyId: needsFaculty ? (draft.FacultyId ?? faculties[0]?.FacultyId ?? null) : null,
          });
        }}
      />
      {byFaculty && (
        <IdSelect
          label={t('editor.faculty')}
          value={draft.FacultyId ?? 0}
          options={faculties.map((one) => ({
            id: one.FacultyId,
            name: format.named(one.NameEn, one.NameAr),
          }))}
          onChange={(FacultyId) => {
            set({ FacultyId });
          }}
        />
      )}
      {draft.Eligibility === 'faculty-level' && (
        <>
          {typed('MinLevel', 'number')}
          {typed('MaxLevel', 'number')}
        </>
      )}
      {draft.Eligibility === 'project-students' && typed('courses', 'text')}
    </fieldset>
  );
}
