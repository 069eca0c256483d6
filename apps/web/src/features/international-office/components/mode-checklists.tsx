import { IonButton } from '@ionic/react';
import { PROGRAM_MODES, type OrderTypeDocument, type ProgramMode } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecklistEditor } from '../../../components/office/checklist-editor';
import { SelectInput } from '../../../components/office/editor-inputs';
import { errorMessage } from '../../../lib/error-message';
import type { OfficePrograms } from '../api/get-programs';
import { useSaveModeDocuments } from '../api/save-mode-documents';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** Each mode's document checklist, edited with the request types' checklist editor and saved whole. */
export function ModeChecklists({ checklists }: { checklists: OfficePrograms['Checklists'] }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const [mode, setMode] = useState<ProgramMode>('semester-exchange');
  return (
    <section className="office-editor" aria-label={t('internationalOffice:checklists.title')}>
      <SelectInput
        label={t('internationalOffice:editor.mode')}
        value={mode}
        values={PROGRAM_MODES}
        name={(one) => t(`internationalOffice:mode.${one}`)}
        onChange={setMode}
      />
      <ModeChecklist
        key={mode}
        mode={mode}
        start={checklists.find((one) => one.Mode === mode)?.Documents ?? []}
      />
    </section>
  );
}

function ModeChecklist({ mode, start }: { mode: ProgramMode; start: OrderTypeDocument[] }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const save = useSaveModeDocuments();
  const [documents, setDocuments] = useState(start);
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  return (
    <>
      <ChecklistEditor documents={documents} onChange={setDocuments} />
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className="office-notice" role="status">
          {notice}
        </p>
      )}
      <IonButton
        disabled={save.isPending}
        onClick={() => {
          setNotice(undefined);
          setProblem(undefined);
          save.mutate(
            { Mode: mode, Documents: documents },
            {
              onSuccess: () => {
                setNotice(
                  t('internationalOffice:checklists.saved', { mode: t(`internationalOffice:mode.${mode}`) }),
                );
              },
              onError: (error) => {
                setProblem(errorMessage(error, t));
              },
            },
          );
        }}
      >
        {t('internationalOffice:checklists.save')}
      </IonButton>
    </>
  );
}
