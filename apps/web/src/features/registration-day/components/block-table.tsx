import { IonButton } from '@ionic/react';
import type { TicketBlock } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';
import '../registration-day.css';
import './block-table.css';

/** Blocks shown before "show all": enough to see the pattern on a phone. */
const FIRST_BLOCKS = 8;

/** A window's blocks: when each opens, how many students, and the credits and levels they hold. */
export function BlockTable({ blocks }: { blocks: readonly TicketBlock[] }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const [all, setAll] = useState(false);
  const number = numberFormat(i18n.language);
  const formatInstant = useUniversityTime();
  const range = (low: number, high: number) =>
    low === high ? number.format(low) : `${number.format(low)}–${number.format(high)}`;
  const shown = all ? blocks : blocks.slice(0, FIRST_BLOCKS);
  return (
    <>
      <table className="block-table">
        <caption>{t('registration:tickets.blocks')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('registration:tickets.block')}</th>
            <th scope="col">{t('registration:tickets.opensAt')}</th>
            <th scope="col">{t('registration:tickets.students')}</th>
            <th scope="col">{t('registration:tickets.credits')}</th>
            <th scope="col">{t('registration:tickets.levels')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((block) => (
            <tr key={block.Block}>
              <th scope="row" data-label={t('registration:tickets.block')}>
                {number.format(block.Block)}
              </th>
              <td data-label={t('registration:tickets.opensAt')}>
                {formatInstant(block.OpensAt, 'dateTime')}
              </td>
              <td data-label={t('registration:tickets.students')}>{number.format(block.Students)}</td>
              <td data-label={t('registration:tickets.credits')}>
                {range(block.MinEarnedCredits, block.MaxEarnedCredits)}
              </td>
              <td data-label={t('registration:tickets.levels')}>{range(block.MinLevel, block.MaxLevel)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {blocks.length > FIRST_BLOCKS && (
        <IonButton
          fill="clear"
          size="small"
          onClick={() => {
            setAll(!all);
          }}
        >
          {all
            ? t('registration:tickets.showFewer')
            : t('registration:tickets.showAll', { count: blocks.length })}
        </IonButton>
      )}
    </>
  );
}
