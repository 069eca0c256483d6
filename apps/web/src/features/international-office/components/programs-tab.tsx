import { IonButton, IonSpinner } from '@ionic/react';
import type { PartnerUniversity, ProgramDefinition } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { useOfficePrograms, type OfficeProgram } from '../api/get-programs';
import { definitionOf, newProgram } from '../program-draft';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { useFigures } from '../use-figures';
import { ModeChecklists } from './mode-checklists';
import { OfficeTable, type Column } from '../../../components/office/office-table';
import { newPartner, PartnerEditor } from './partner-editor';
import { ProgramEditor } from './program-editor';

type Editing =
  | { kind: 'program'; start: ProgramDefinition }
  | { kind: 'partner'; start: ReturnType<typeof newPartner> | PartnerUniversity };

/** The programs, the partner universities and each mode's checklist; a new one or a change opens its editor. */
export function ProgramsTab() {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const figures = useFigures();
  const programs = useOfficePrograms();
  const [editing, setEditing] = useState<Editing>();
  const [saved, setSaved] = useState<string>();

  if (programs.isPending) return <IonSpinner name="crescent" aria-label={t('app.loading')} />;
  if (programs.isError)
    return (
      <p className="office-problem" role="alert">
        {errorMessage(programs.error, t)}
      </p>
    );
  const closed = (name?: string) => {
    setEditing(undefined);
    setSaved(name === undefined ? undefined : t('internationalOffice:saved', { name }));
  };
  if (editing?.kind === 'program')
    return <ProgramEditor start={editing.start} catalogue={programs.data} onClose={closed} />;
  if (editing?.kind === 'partner') return <PartnerEditor start={editing.start} onClose={closed} />;

  const open = (next: Editing) => {
    setSaved(undefined);
    setEditing(next);
  };
  const edit = (label: string, next: Editing) => (
    <IonButton
      size="small"
      fill="outline"
      onClick={() => {
        open(next);
      }}
    >
      {label}
    </IonButton>
  );
  const programColumns: Column<OfficeProgram>[] = [
    {
      key: 'program',
      label: t('internationalOffice:filters.program'),
      cell: (row) => `${row.Code} · ${format.named(row.TitleEn, row.TitleAr)}`,
    },
    { key: 'page', label: t('internationalOffice:editor.page'), cell: (row) => t(`pages.${row.PageName}`) },
    {
      key: 'mode',
      label: t('internationalOffice:editor.mode'),
      cell: (row) => t(`internationalOffice:mode.${row.Mode}`),
    },
    {
      key: 'dates',
      label: t('internationalOffice:programs.dates'),
      cell: (row) => `${format.instant(row.OpensAt)} – ${format.instant(row.ClosesAt)}`,
    },
    {
      key: 'applications',
      label: t('internationalOffice:tabs.applications'),
      cell: (row) => figures.whole(Object.values(row.Applications).reduce((sum, count) => sum + count, 0)),
    },
    {
      key: 'active',
      label: t('internationalOffice:editor.active'),
      cell: (row) =>
        t(row.Active ? 'internationalOffice:programs.active' : 'internationalOffice:programs.inactive'),
    },
    {
      key: 'edit',
      label: '',
      cell: (row) => edit(t('internationalOffice:edit'), { kind: 'program', start: definitionOf(row) }),
    },
  ];
  const partnerColumns: Column<PartnerUniversity>[] = [
    {
      key: 'partner',
      label: t('internationalOffice:round.partner'),
      cell: (row) => `${row.Code} · ${format.named(row.NameEn, row.NameAr)}`,
    },
    {
      key: 'where',
      label: t('internationalOffice:partners.where'),
      cell: (row) => `${row.City} · ${format.named(row.CountryEn, row.CountryAr)}`,
    },
    {
      key: 'edit',
      label: '',
      cell: (row) => edit(t('internationalOffice:edit'), { kind: 'partner', start: row }),
    },
  ];

  return (
    <section aria-label={t('internationalOffice:tabs.programs')}>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <div className="office-actions">
        {edit(t('internationalOffice:programs.new'), { kind: 'program', start: newProgram() })}
      </div>
      <OfficeTable
        caption={t('internationalOffice:programs.title')}
        columns={programColumns}
        rows={programs.data.Programs}
        rowKey={(row) => row.ProgramId}
      />
      <h2 className="io-heading">{t('internationalOffice:partners.title')}</h2>
      <div className="office-actions">
        {edit(t('internationalOffice:partners.new'), { kind: 'partner', start: newPartner() })}
      </div>
      <OfficeTable
        caption={t('internationalOffice:partners.title')}
        columns={partnerColumns}
        rows={programs.data.Partners}
        rowKey={(row) => row.PartnerId}
      />
      <h2 className="io-heading">{t('internationalOffice:checklists.title')}</h2>
      <ModeChecklists checklists={programs.data.Checklists} />
    </section>
  );
}
