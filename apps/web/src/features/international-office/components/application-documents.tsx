import type { OfficeApplication } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DocumentRow } from '../../../components/office/document-row';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { getApplicationDocument } from '../api/get-application-document';
import { useOfficePrograms } from '../api/get-programs';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { DocumentReview } from './document-review';

/**
 * The files the student uploaded, each under its checklist entry's name (the mode's checklist), opened or
 * downloaded through the office's audited call; accepted or rejected while the application is submitted.
 */
export function ApplicationDocuments({ application }: { application: OfficeApplication }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const checklist = useOfficePrograms().data?.Checklists.find((one) => one.Mode === application.Mode);
  const reviewing = application.State === 'submitted';
  const nameOf = (code: string) => {
    const entry = checklist?.Documents.find((one) => one.Code === code);
    return entry ? format.named(entry.NameEn, entry.NameAr) : code;
  };

  if (application.Documents.length === 0) return <p>{t('internationalOffice:detail.noDocuments')}</p>;
  return (
    <div>
      {application.Documents.map((document) => (
        <div key={document.DocumentId}>
          <strong>{nameOf(document.RequirementCode)}</strong>
          <DocumentRow document={document} fetchFile={getApplicationDocument}>
            {reviewing && <DocumentReview application={application} document={document} />}
          </DocumentRow>
        </div>
      ))}
    </div>
  );
}
