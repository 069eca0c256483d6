import type { OnlineChannel } from '@portal/contract';
import { fawryGateway, type FawrySettings } from './fawry.js';
import type { PaymentGateway, ProviderName } from './gateway.js';
import { paymobGateway, type PaymobSettings } from './paymob.js';

/** The providers this deployment takes payments through, and where the student is sent back to. */
export interface PaymentGateways {
  forChannel(channel: OnlineChannel): PaymentGateway | undefined;
  byProvider(provider: ProviderName): PaymentGateway | undefined;
  readonly channels: readonly OnlineChannel[];
}

export function paymentGateways(settings: {
  paymob?: PaymobSettings;
  fawry?: FawrySettings;
}): PaymentGateways {
  const all = [
    ...(settings.paymob ? [paymobGateway(settings.paymob)] : []),
    ...(settings.fawry ? [fawryGateway(settings.fawry)] : []),
  ];
  return {
    forChannel: (channel) => all.find((gateway) => gateway.channels.includes(channel)),
    byProvider: (provider) => all.find((gateway) => gateway.provider === provider),
    channels: all.flatMap((gateway) => gateway.channels),
  };
}
