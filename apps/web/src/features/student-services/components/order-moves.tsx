import type { OfficeOrder, OfficeOrderAction } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { OfficeMoves } from '../../../components/office/office-moves';
import { useActOnOrder } from '../api/act-on-order';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';

/** Moves whose note the student must read: asked for before the move is sent. */
const NOTE_NEEDED: readonly OfficeOrderAction[] = ['return', 'reject'];
/** An account request's result is the IT desk's note of what it did. */
const ACCOUNT_NOTE_NEEDED: readonly OfficeOrderAction[] = [...NOTE_NEEDED, 'fulfil'];
const DANGER: readonly OfficeOrderAction[] = ['reject'];
const OUTLINE: readonly OfficeOrderAction[] = ['return'];

/** The office's moves on a request; return and reject need a note, and so does an account request's fulfil. */
export function OrderMoves({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const act = useActOnOrder();
  return (
    <OfficeMoves
      actions={order.OfficeActions}
      label={(action) => t(`studentServices:moves.${action}`)}
      noteNeeded={order.Purpose === 'account' ? ACCOUNT_NOTE_NEEDED : NOTE_NEEDED}
      danger={DANGER}
      outline={OUTLINE}
      texts={{
        none: t('studentServices:detail.noActions'),
        note: t('studentServices:moves.note'),
        noteOptional: t('studentServices:moves.noteOptional'),
        noteNeeded: t('studentServices:moves.noteNeeded'),
        confirm: (move) => `${t('studentServices:moves.confirm')}: ${move}`,
      }}
      pending={act.isPending}
      onMove={(action, note, answer) => {
        act.mutate(
          { OrderId: order.OrderId, Action: action, Version: order.Version, ...(note ? { Note: note } : {}) },
          {
            onSuccess: (moved) => {
              answer.onSuccess(
                t('studentServices:moves.done', { state: t(`studentServices:state.${moved.State}`) }),
              );
            },
            onError: answer.onError,
          },
        );
      }}
    />
  );
}
