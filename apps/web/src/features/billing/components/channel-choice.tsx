import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import {
  ONLINE_CHANNELS,
  type OnlineChannel,
  type PaymentAttempt,
  type PaymentInvoice,
} from '@portal/contract';
import { cardOutline, storefrontOutline, walletOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useOfferedChannels } from '../api/check-for-faculty-cash-deposit-link';
import { useInsertStudentInvoiceTransaction } from '../api/insert-student-invoice-transaction';
import { useBusChannels } from '../api/check-for-bus-cash-deposit-link';
import { useInsertStudentBusTransaction } from '../api/insert-student-bus-transaction';
import { checkout, isWebAddress } from '../../../lib/checkout';
import { BILLING_NAMESPACE } from '../translations';
import { BankDeposit } from './bank-deposit';
import { OutletReference } from './outlet-reference';

const CHANNEL_ICONS: Record<OnlineChannel, string> = {
  card: cardOutline,
  wallet: walletOutline,
  outlet: storefrontOutline,
};

/** What the page does with a started payment: leave for the checkout, show the outlet code, or neither. */
function outcomeOf(attempt: PaymentAttempt): 'checkout' | 'outlet' | 'broken' {
  if (attempt.Channel === 'outlet') return attempt.OutletReference ? 'outlet' : 'broken';
  return attempt.CheckoutUrl && isWebAddress(attempt.CheckoutUrl) ? 'checkout' : 'broken';
}

/** Which fee an invoice pays: the faculty's fees (any term amount, any charge) or the bus subscription. */
export type PaymentPurpose = 'fees' | 'bus';

/** An answer the page cannot act on is told as a broken answer (the catalogue's server error). */
const BROKEN_ANSWER = new ApiError({ kind: 'malformed', httpStatus: 200 });

/**
 * The ways to pay an open invoice. Card and wallet leave for the provider's hosted checkout (which sends the
 * student back to this page); the outlet answers a code to pay in cash, shown here.
 */
export function ChannelChoice({
  invoice,
  purpose = 'fees',
}: {
  invoice: PaymentInvoice;
  /** A bus invoice is paid through the bus calls (InsertStudentBusTransaction, the bus channels). */
  purpose?: PaymentPurpose;
}) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const feeStart = useInsertStudentInvoiceTransaction();
  const busStart = useInsertStudentBusTransaction();
  const start = purpose === 'bus' ? busStart : feeStart;
  const feeChannels = useOfferedChannels(purpose === 'fees');
  const busChannels = useBusChannels(purpose === 'bus');
  // Unknown yet (or not answered): every channel is shown, and one not offered is refused in words. The
  // bank deposit is not started here: BankDeposit offers it (with its own banks) beneath these buttons.
  const offered = (purpose === 'bus' ? busChannels : feeChannels).data?.Channels ?? ONLINE_CHANNELS;
  const channels = offered.filter((channel): channel is OnlineChannel => channel !== 'bank_deposit');
  // The fee page is told whether a bank takes its fees; the bus banks are asked by BankDeposit itself.
  const bankOffered = purpose === 'bus' || offered.some((channel) => channel === 'bank_deposit');
  const attempt = start.data;
  const outcome = attempt && outcomeOf(attempt);
  const leaving = outcome === 'checkout';
  const problem = start.error ?? (outcome === 'broken' ? BROKEN_ANSWER : null);

  function choose(channel: OnlineChannel) {
    start.mutate(
      { PaymentInvoiceRequestId: invoice.PaymentInvoiceRequestId, Channel: channel },
      {
        onSuccess: (answer) => {
          if (outcomeOf(answer) === 'checkout' && answer.CheckoutUrl) checkout.open(answer.CheckoutUrl);
        },
      },
    );
  }

  return (
    <div className="billing-channels">
      <p className="billing-channels__title">
        {channels.length > 0 ? t('billing:invoice.chooseChannel') : t('billing:invoice.noOnlinePayment')}
      </p>
      <div className="billing-channels__buttons">
        {channels.map((channel) => (
          <IonButton
            key={channel}
            fill={attempt?.Channel === channel ? 'solid' : 'outline'}
            disabled={start.isPending || leaving}
            onClick={() => {
              choose(channel);
            }}
          >
            {start.isPending && start.variables.Channel === channel ? (
              <IonSpinner slot="start" name="crescent" aria-hidden="true" />
            ) : (
              <IonIcon slot="start" icon={CHANNEL_ICONS[channel]} aria-hidden="true" />
            )}
            {t(`billing:invoice.payBy.${channel}`)}
          </IonButton>
        ))}
      </div>
      {problem && (
        <p className="billing-refusal" role="alert">
          {errorMessage(problem, t)}
        </p>
      )}
      {leaving && (
        <p className="billing-muted" role="status">
          {t('billing:invoice.redirecting')}
        </p>
      )}
      {outcome === 'outlet' && attempt?.OutletReference && (
        <OutletReference reference={attempt.OutletReference} expiresAt={attempt.ExpiresAt} />
      )}
      {bankOffered && <BankDeposit invoice={invoice} purpose={purpose === 'bus' ? 'bus' : 'faculty'} />}
    </div>
  );
}
