import { useTranslation } from 'react-i18next';
import { CheckInput, SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { BilingualInputs, RowsEditor } from '../../../components/office/rows-editor';
import { newQuestion, type QuestionDraft } from '../event-draft';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';

const KINDS = ['choice', 'text'] as const;

/** The event's form: each question's key, labels in both languages, a choice (its options) or free text. */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
}) {
  const { t } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  return (
    <RowsEditor
      legend={t('editor.questions')}
      empty={t('editor.noQuestions')}
      addLabel={t('editor.addQuestion')}
      rows={questions}
      newRow={newQuestion}
      onChange={onChange}
    >
      {(question, change) => (
        <>
          <TextInput
            label={t('editor.questionKey')}
            value={question.Key}
            maxLength={40}
            onChange={(Key) => {
              change({ Key });
            }}
          />
          <BilingualInputs
            en={question.LabelEn}
            ar={question.LabelAr}
            onChange={({ en, ar }) => {
              change({ LabelEn: en, LabelAr: ar });
            }}
          />
          <SelectInput
            label={t('editor.questionKind')}
            value={question.Kind}
            values={KINDS}
            name={(kind) => t(`editor.questionKinds.${kind}`)}
            onChange={(Kind) => {
              change({ Kind });
            }}
          />
          {question.Kind === 'choice' && (
            <TextInput
              long
              label={t('editor.options')}
              value={question.options}
              onChange={(options) => {
                change({ options });
              }}
            />
          )}
          <CheckInput
            label={t('editor.required')}
            checked={question.Required}
            onChange={(Required) => {
              change({ Required });
            }}
          />
        </>
      )}
    </RowsEditor>
  );
}
