import type { FormField, OrderEligibility } from '@portal/contract';
import type { NewOrderTypeRow } from '../modules/orders/schema.js';

/** What the demo's request-type lists (order-types.ts, it-desk-types.ts) are written with. */

export const field = (
  Key: string,
  Kind: FormField['Kind'],
  [LabelEn, LabelAr]: [string, string],
  rules: Partial<Pick<FormField, 'Required' | 'Min' | 'Max' | 'Options' | 'HelpEn' | 'HelpAr'>> = {},
): FormField => ({
  Key,
  Kind,
  LabelEn,
  LabelAr,
  HelpEn: null,
  HelpAr: null,
  Required: true,
  Options: [],
  Min: null,
  Max: null,
  ...rules,
});

export const ANYONE: OrderEligibility = {
  MinLevel: null,
  MaxLevel: null,
  OpensAt: null,
  ClosesAt: null,
  OneOpenAtATime: false,
  NotOnProbation: false,
};
export const FIVE_MB = 5 * 1024 * 1024;

export type DemoType = Omit<
  NewOrderTypeRow,
  'id' | 'createdAt' | 'updatedAt' | 'changedByStaffId' | 'active'
>;
