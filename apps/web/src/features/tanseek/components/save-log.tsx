import type { StudentSavedData, TanseekOffer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';

/** Every save of the round, newest first, folded away: the student's own record of what they chose when. */
export function SaveLog({ log, offers }: { log: StudentSavedData['Log']; offers: readonly TanseekOffer[] }) {
  const { t } = useTranslation(TANSEEK_NAMESPACE);
  const format = useTanseekFormat();
  const byId = new Map(offers.map((offer) => [offer.OfferId, offer]));
  return (
    <details className="tanseek-log">
      <summary>{t('log.title', { count: log.length })}</summary>
      <ol>
        {log.map((save) => (
          <li key={save.SavedAt} className="tanseek-log__entry">
            <span className="tanseek-log__when">{format.dateTime(save.SavedAt)}</span>
            <span className="tanseek-muted">
              {save.OfferIds.map((offerId) => {
                const offer = byId.get(offerId);
                return offer ? format.named(offer) : '—';
              }).join(' › ')}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
