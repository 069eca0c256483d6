import type { ApplicationState, DocumentState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_NAMESPACE } from '../translations';

type Tone = 'quiet' | 'active' | 'attention' | 'good' | 'bad';

/** The colour a state is told with: what the student must act on stands out, what is over is quiet. */
const TONES: Record<ApplicationState, Tone> = {
  draft: 'quiet',
  submitted: 'active',
  returned: 'attention',
  ranked: 'active',
  allocated: 'attention',
  waitlisted: 'active',
  'not-selected': 'bad',
  'offer-accepted': 'good',
  'offer-declined': 'quiet',
  nominated: 'active',
  'partner-accepted': 'good',
  'partner-refused': 'bad',
  departed: 'good',
  completed: 'good',
  withdrawn: 'quiet',
};

const DOCUMENT_TONES: Record<DocumentState, Tone> = {
  pending: 'active',
  accepted: 'good',
  rejected: 'bad',
  waived: 'quiet',
};

/** An application's state as a coloured chip, in words (the colour only repeats them). */
export function StateChip({ state }: { state: ApplicationState }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  return <span className={`request-chip request-chip--${TONES[state]}`}>{t(`states.${state}`)}</span>;
}

/** A document's review as a chip. */
export function DocumentChip({ state }: { state: DocumentState }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  return (
    <span className={`request-chip request-chip--${DOCUMENT_TONES[state]}`}>
      {t(`documents.states.${state}`)}
    </span>
  );
}
