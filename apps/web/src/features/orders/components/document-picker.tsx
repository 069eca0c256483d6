import type { OrderTypeDocument } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileProblem, type FileProblem } from '../file-checks';
import { ORDERS_NAMESPACE } from '../translations';
import type { PickedDocument } from '../use-document-uploads';
import { useOrdersFormat } from '../use-orders-format';
import { FilePreview } from './file-preview';

interface DocumentPickerProps {
  requirement: OrderTypeDocument;
  picked: PickedDocument | undefined;
  /** Called with files that passed the checks made here (count, kind, size). */
  onPick: (files: readonly File[]) => void;
  disabled?: boolean;
  /** Shown when the form was sent without a required document. */
  missing?: boolean;
}

/** One checklist entry: what to upload, a file picker limited to its kinds, previews and the upload's bar. */
export function DocumentPicker({ requirement, picked, onPick, disabled, missing }: DocumentPickerProps) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const inputId = useId();
  const [problem, setProblem] = useState<FileProblem>();
  const kinds = requirement.Kinds.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'));
  const problemText = problem && t(`fileProblems.${problem.key}`, { ...problem, max: maxOf(problem) });

  function maxOf(found: FileProblem): string | number {
    if (found.key === 'tooLarge') return format.bytes(found.max);
    return found.key === 'tooMany' ? found.max : '';
  }

  return (
    <div className="orders-document">
      <label htmlFor={inputId} className="orders-document__name">
        {format.local(requirement.NameEn, requirement.NameAr)}
        {requirement.Required ? ` (${t('form.required')})` : ` (${t('form.optional')})`}
      </label>
      <p className="orders-muted">
        {t('documents.rules', {
          kinds,
          size: format.bytes(requirement.MaxBytes),
          count: requirement.MaxFiles,
        })}
      </p>
      <input
        id={inputId}
        type="file"
        accept={acceptOf(requirement.Kinds)}
        multiple={requirement.MaxFiles > 1}
        disabled={disabled || picked?.state === 'uploading'}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const found = fileProblem(requirement, files);
          setProblem(found);
          if (!found && files.length > 0) onPick(files);
        }}
      />
      {problemText && (
        <p className="orders-problem" role="alert">
          {problemText}
        </p>
      )}
      {!problemText && missing && !picked && (
        <p className="orders-problem" role="alert">
          {t('documents.missing')}
        </p>
      )}
      {picked && (
        <>
          <ul className="orders-files">
            {picked.files.map((file) => (
              <FilePreview key={`${file.name}-${file.size}-${file.lastModified}`} file={file} />
            ))}
          </ul>
          <UploadState picked={picked} />
        </>
      )}
    </div>
  );
}

/** The upload's bar while it runs, then whether it was stored. */
function UploadState({ picked }: { picked: PickedDocument }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const percent = Math.round(picked.progress * 100);
  if (picked.state === 'uploading') {
    return (
      <div className="orders-progress">
        <progress max={100} value={percent} aria-label={t('documents.uploading')} />
        <span>{t('documents.percent', { percent })}</span>
      </div>
    );
  }
  if (picked.state === 'uploaded') return <p className="orders-good">{t('documents.uploaded')}</p>;
  if (picked.state === 'failed') {
    return (
      <p className="orders-problem" role="alert">
        {picked.problem}
      </p>
    );
  }
  return null;
}
