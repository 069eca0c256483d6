import type { DocumentState, OrderState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';

/** The colour a state is told with: what the student must act on stands out, what is over is quiet. */
const TONES: Record<OrderState, 'quiet' | 'active' | 'attention' | 'good' | 'bad'> = {
  draft: 'quiet',
  submitted: 'active',
  'payment-pending': 'attention',
  'in-review': 'active',
  returned: 'attention',
  approved: 'good',
  rejected: 'bad',
  fulfilled: 'good',
  closed: 'quiet',
  withdrawn: 'quiet',
};

const DOCUMENT_TONES: Record<DocumentState, 'quiet' | 'good' | 'bad' | 'active'> = {
  pending: 'active',
  accepted: 'good',
  rejected: 'bad',
  waived: 'quiet',
};

/** A request's state as a coloured chip, in words (the colour only repeats them). */
export function StateChip({ state }: { state: OrderState }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  return <span className={`request-chip request-chip--${TONES[state]}`}>{t(`states.${state}`)}</span>;
}

/** A document's review as a chip. */
export function DocumentChip({ state }: { state: DocumentState }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  return (
    <span className={`request-chip request-chip--${DOCUMENT_TONES[state]}`}>
      {t(`documentStates.${state}`)}
    </span>
  );
}
