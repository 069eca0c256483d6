import { BILLING_KEY } from './keys';

/** Under the billing root, so a payment that lands refreshes the bus and military pages with the statement. */
export const BUS_LINES_KEY = [...BILLING_KEY, 'bus-lines'] as const;
export const BUS_CHANNELS_KEY = [...BILLING_KEY, 'bus-channels'] as const;
export const MILITARY_KEY = [...BILLING_KEY, 'military'] as const;
