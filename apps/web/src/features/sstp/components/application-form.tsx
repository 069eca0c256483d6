import type { SstpCategory, SstpLanguage, SstpLevel, SstpProgram, SstpStudentData } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RankingAnnouncer } from '../../../components/ranked-list';
import { useOrganizations } from '../api/get-organizations';
import { draftOf, type ApplicationDraft } from '../application-draft';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import { FormActions } from './form-actions';
import { OfferRanking } from './offer-ranking';
import { OfferedOrganizations } from './offered-organizations';
import { TrainingChoice } from './training-choice';

export interface Catalogue {
  programs: readonly SstpProgram[];
  levels: readonly SstpLevel[];
  languages: readonly SstpLanguage[];
  categories: readonly SstpCategory[];
}

/**
 * The application being written: the training asked for, the organisations ranked, Save draft and Submit.
 * Read-only once submitted, so the student still sees what they sent. A new program or level offers other
 * organisations, so it empties the ranking (and says so).
 */
export function ApplicationForm({
  data,
  catalogue,
  editable,
}: {
  data: SstpStudentData & { Cycle: NonNullable<SstpStudentData['Cycle']> };
  catalogue: Catalogue;
  editable: boolean;
}) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const [draft, setDraft] = useState<ApplicationDraft>(() => draftOf(data.Application));
  const [announcement, setAnnouncement] = useState('');
  const organizations = useOrganizations({ ProgramId: draft.ProgramId, LevelId: draft.LevelId });
  const offers = organizations.data?.Offers ?? [];
  const byId = new Map(offers.map((offer) => [offer.OfferId, offer]));
  const spoken = offers.filter(
    (offer) => draft.LanguageId === undefined || offer.LanguageIds.includes(draft.LanguageId),
  );
  const rank = (OfferIds: number[], said: string) => {
    setDraft((before) => ({ ...before, OfferIds }));
    setAnnouncement(said);
  };
  const chosen = draft.ProgramId !== undefined && draft.LevelId !== undefined;

  return (
    <section className="sstp-card" aria-labelledby="sstp-form-title">
      <h2 id="sstp-form-title">{t('form.title')}</h2>
      <TrainingChoice
        draft={draft}
        cycle={data.Cycle}
        {...catalogue}
        disabled={!editable}
        onChange={(patch) => {
          const offersChange =
            (patch.ProgramId !== undefined && patch.ProgramId !== draft.ProgramId) ||
            (patch.LevelId !== undefined && patch.LevelId !== draft.LevelId);
          if (offersChange && draft.OfferIds.length > 0) setAnnouncement(t('ranking.cleared'));
          setDraft((before) => ({ ...before, ...patch, ...(offersChange ? { OfferIds: [] } : {}) }));
        }}
      />
      <RankingAnnouncer said={announcement} />
      <h3 id="sstp-ranked">{t('ranking.title')}</h3>
      <OfferRanking
        byId={byId}
        languages={catalogue.languages}
        ranked={draft.OfferIds}
        onChange={rank}
        disabled={!editable}
      />
      {editable &&
        (chosen ? (
          <OfferedOrganizations
            offers={spoken}
            categories={catalogue.categories}
            languages={catalogue.languages}
            ranked={draft.OfferIds}
            maxChoices={data.Cycle.MaxChoices}
            disabled={organizations.isFetching}
            onAdd={(offer) => {
              const name = format.named(offer);
              rank(
                [...draft.OfferIds, offer.OfferId],
                t('ranking.added', { name, rank: format.number(draft.OfferIds.length + 1) }),
              );
            }}
          />
        ) : (
          <p className="sstp-muted">{t('offered.chooseFirst')}</p>
        ))}
      {editable && <FormActions data={data} draft={draft} programs={catalogue.programs} />}
    </section>
  );
}
