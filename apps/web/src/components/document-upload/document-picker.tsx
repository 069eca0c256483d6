import type { OrderTypeDocument } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { acceptOf, fileProblem, type FileProblem } from './file-checks';
import { FilePreview } from './file-preview';
import { formatBytes } from './format-bytes';
import { DOCUMENT_UPLOAD_NAMESPACE } from './translations';
import type { PickedDocument } from './use-document-uploads';
import './document-upload.css';

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
  const { t, i18n } = useTranslation(DOCUMENT_UPLOAD_NAMESPACE);
  const language = currentLanguage(i18n);
  const inputId = useId();
  const [problem, setProblem] = useState<FileProblem>();
  const kinds = requirement.Kinds.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'));
  const problemText = problem && t(`fileProblems.${problem.key}`, { ...problem, max: maxOf(problem) });

  function maxOf(found: FileProblem): string | number {
    if (found.key === 'tooLarge') return formatBytes(found.max, language);
    return found.key === 'tooMany' ? found.max : '';
  }

  return (
    <div className="document-upload">
      <label htmlFor={inputId} className="document-upload__name">
        {language === 'ar' ? requirement.NameAr : requirement.NameEn}
        {requirement.Required ? ` (${t('required')})` : ` (${t('optional')})`}
      </label>
      <p className="document-upload-muted">
        {t('rules', {
          kinds,
          size: formatBytes(requirement.MaxBytes, language),
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
        <p className="document-upload-problem" role="alert">
          {problemText}
        </p>
      )}
      {!problemText && missing && !picked && (
        <p className="document-upload-problem" role="alert">
          {t('missing')}
        </p>
      )}
      {picked && (
        <>
          <ul className="document-upload-files">
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
  const { t } = useTranslation(DOCUMENT_UPLOAD_NAMESPACE);
  const percent = Math.round(picked.progress * 100);
  if (picked.state === 'uploading') {
    return (
      <div className="document-upload-progress">
        <progress max={100} value={percent} aria-label={t('uploading')} />
        <span>{t('percent', { percent })}</span>
      </div>
    );
  }
  if (picked.state === 'uploaded') return <p className="document-upload-good">{t('uploaded')}</p>;
  if (picked.state === 'failed') {
    return (
      <p className="document-upload-problem" role="alert">
        {picked.problem}
      </p>
    );
  }
  return null;
}
