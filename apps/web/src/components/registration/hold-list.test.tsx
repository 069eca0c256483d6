import { render, screen } from '@testing-library/react';
import type { RegistrationHold } from '@portal/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { HoldList } from './hold-list';

const holds: RegistrationHold[] = [
  {
    Code: 'pending_evaluation',
    Message: 'Please complete your course evaluations first.',
    Since: null,
    Detail: null,
    FixPage: 'evaluation',
  },
  {
    Code: 'registrar_hold',
    Message: 'A registrar hold stops your registration.',
    Since: '2026-11-20T08:00:00.000Z',
    Detail: 'Missing high-school certificate: bring the original to the Registrar.',
    FixPage: null,
  },
  {
    Code: 'unpaid_balance',
    Message: 'You have an unpaid balance.',
    Since: '2026-10-01',
    Detail: null,
    // A page this build does not have: no link is drawn to it.
    FixPage: 'bus-cash-deposit',
  },
];

describe('HoldList', () => {
  it('names each hold in the student’s language, with the office’s words and a way to the page that clears it', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <HoldList holds={holds} />
      </I18nextProvider>,
    );
    const list = screen.getByRole('region', { name: 'Holds to clear first' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('Complete your course evaluations first.')).toBeTruthy();
    expect(
      screen.getByText('Missing high-school certificate: bring the original to the Registrar.'),
    ).toBeTruthy();
    expect(screen.getByText('You have an unpaid balance past its due date.')).toBeTruthy();
    const links = list.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Go to Course Evaluation']);
  });

  it('draws nothing without holds, and speaks Arabic', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('ar')}>
        <HoldList holds={[]} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
    render(
      <I18nextProvider i18n={createI18n('ar')}>
        <HoldList holds={holds.slice(0, 1)} />
      </I18nextProvider>,
    );
    expect(screen.getByText('أكمل تقييم مقرراتك أولًا.')).toBeTruthy();
  });
});
