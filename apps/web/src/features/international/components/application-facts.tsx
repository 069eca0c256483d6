import type { ApplicationDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';

/** The application's term, dates, place in the ranking, seat and the offer's deadline, as far as it has them. */
export function ApplicationFacts({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const seat = application.AllocatedPartner;
  return (
    <dl className="request-facts">
      <dt>{t('detail.term')}</dt>
      <dd>{format.local(application.TermNameEn, application.TermNameAr)}</dd>
      <dt>{t('detail.submitted')}</dt>
      <dd>{application.SubmittedAt ? format.dateTime(application.SubmittedAt) : t('detail.notSubmitted')}</dd>
      <dt>{t('detail.updated')}</dt>
      <dd>{format.dateTime(application.UpdatedAt)}</dd>
      {application.RankPlace !== null && application.RankedOf !== null && (
        <>
          <dt>{t('detail.rankPlace')}</dt>
          <dd>
            {t('detail.rankPlaceValue', {
              place: format.number(application.RankPlace),
              of: format.number(application.RankedOf),
            })}
          </dd>
        </>
      )}
      {seat && (
        <>
          <dt>{t('detail.allocated')}</dt>
          <dd>
            {t('detail.allocatedValue', {
              name: format.local(seat.NameEn, seat.NameAr),
              country: format.local(seat.CountryEn, seat.CountryAr),
              rank: format.number(seat.Rank),
            })}
          </dd>
        </>
      )}
      {application.OfferExpiresAt && application.StudentActions.includes('accept-offer') && (
        <>
          <dt>{t('detail.offerExpires')}</dt>
          <dd className="intl-deadline">{format.dateTime(application.OfferExpiresAt)}</dd>
        </>
      )}
    </dl>
  );
}
