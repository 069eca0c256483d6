import type { OfficeApplication } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { useFigures } from '../use-figures';

/** Who applied, to what and for when, where the application stands, and the partners in the student's order. */
export function ApplicationFacts({ application }: { application: OfficeApplication }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const figures = useFigures();
  const allocated = application.AllocatedPartner;
  return (
    <>
      <dl>
        <dt>{t('internationalOffice:detail.student')}</dt>
        <dd>{`${application.StudentCode} · ${format.student(application)}`}</dd>
        <dt>{t('internationalOffice:columns.gpa')}</dt>
        <dd>{figures.gpa(application.Gpa)}</dd>
        <dt>{t('internationalOffice:detail.program')}</dt>
        <dd>{`${application.ProgramCode} · ${format.named(application.TitleEn, application.TitleAr)}`}</dd>
        <dt>{t('internationalOffice:columns.term')}</dt>
        <dd>{format.named(application.TermNameEn, application.TermNameAr)}</dd>
        <dt>{t('internationalOffice:columns.state')}</dt>
        <dd>
          <strong>{t(`internationalOffice:state.${application.State}`)}</strong>
        </dd>
        {application.RankPlace !== null && (
          <>
            <dt>{t('internationalOffice:detail.place')}</dt>
            <dd>
              {t('internationalOffice:detail.placeOf', {
                place: figures.whole(application.RankPlace),
                of: figures.whole(application.RankedOf ?? application.RankPlace),
              })}
            </dd>
          </>
        )}
        {allocated && (
          <>
            <dt>{t('internationalOffice:detail.seat')}</dt>
            <dd>{format.named(allocated.NameEn, allocated.NameAr)}</dd>
          </>
        )}
        <dt>{t('internationalOffice:detail.submitted')}</dt>
        <dd>{format.instant(application.SubmittedAt)}</dd>
      </dl>
      {application.OfficeNote && <p className="office-note">{application.OfficeNote}</p>}
      <h3>{t('internationalOffice:detail.choices')}</h3>
      <ol className="io-choices">
        {application.Choices.map((choice) => (
          <li key={choice.PartnerId}>
            {`${format.named(choice.NameEn, choice.NameAr)} · ${format.named(choice.CountryEn, choice.CountryAr)}`}
          </li>
        ))}
      </ol>
    </>
  );
}
