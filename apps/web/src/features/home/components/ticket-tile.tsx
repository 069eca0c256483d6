import type { RegistrationTicketAnswer } from '@portal/contract';
import { ticketOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/registration/countdown';
import { HoldList } from '../../../components/registration/hold-list';
import { useServerClock } from '../../../components/registration/use-server-clock';
import { useRegistrationTicket } from '../../registration-day/api/get-registration-ticket';
import { EnterRegistration } from '../../registration-day/components/enter-registration';
import { REGISTRATION_NAMESPACE } from '../../registration-day/translations';
import { WINDOW_PAGES } from '../window-pages';
import { usePageLinkable } from '../../../lib/page-access';
import { DashboardTile } from './dashboard-tile';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';

type Ticket = NonNullable<RegistrationTicketAnswer['Ticket']>;

function TicketBody({ answer, ticket }: { answer: RegistrationTicketAnswer; ticket: Ticket }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const now = useServerClock(answer.Now);
  const page = WINDOW_PAGES[ticket.WindowKind];
  const openable = usePageLinkable(page ?? 'home') && page !== undefined;
  const at = Date.parse(ticket.TicketAt);
  const windowOpen = Date.parse(ticket.WindowOpensAt) <= now && now < Date.parse(ticket.WindowClosesAt);
  const formatInstant = useUniversityTime();
  const block = t('registration:tile.block', {
    block: numberFormat(i18n.language).format(ticket.Block),
    blocks: numberFormat(i18n.language).format(ticket.Blocks),
  });
  return (
    <>
      <p className="ticket__window">
        {t(`home.windows.${ticket.WindowKind}`)} · {block}
      </p>
      {at > now ? (
        <>
          <p className="tile__caption">{t('registration:tile.opensIn')}</p>
          <Countdown target={at} now={now} />
          <p className="ticket__when">
            {t('registration:tile.opensOn', { when: formatInstant(at, 'fullDateTime') })}
          </p>
        </>
      ) : (
        <p className="ticket__when">
          {windowOpen
            ? t('registration:tile.openUntil', { when: formatInstant(ticket.WindowClosesAt, 'dateTime') })
            : t('registration:tile.windowOpensOn', { when: formatInstant(ticket.WindowOpensAt, 'dateTime') })}
        </p>
      )}
      <HoldList holds={answer.Holds} />
      {answer.Holds.length > 0 && <p className="tile__caption">{t('registration:tile.clearHolds')}</p>}
      {at <= now && windowOpen && answer.Holds.length === 0 && (
        <EnterRegistration page={openable ? page : undefined} />
      )}
    </>
  );
}

/**
 * The student's registration time for the window open now or next, counting down live, with every hold
 * that would stop them and where to clear it — so nobody discovers a hold when their time comes. Shown
 * only when the student has a ticket.
 */
export function TicketTile() {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const answer = useRegistrationTicket();
  const ticket = answer.data?.Ticket;
  if (!answer.data || !ticket) return null;
  return (
    <DashboardTile
      icon={ticketOutline}
      title={t('registration:tile.title')}
      tone={answer.data.Holds.length > 0 ? 'attention' : 'default'}
    >
      <TicketBody answer={answer.data} ticket={ticket} />
    </DashboardTile>
  );
}
