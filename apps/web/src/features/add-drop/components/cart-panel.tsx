import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { AddDropCart, CartChange, ChangeRefusal } from '@portal/contract';
import { alertCircleOutline, checkmarkCircleOutline, closeOutline, saveOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { changeOfRefusal } from '../cart-view';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './cart-panel.css';

/** What the last Save did: every change made, or none and the reasons. */
export type SaveOutcome =
  { kind: 'saved'; credits: number } | { kind: 'refused'; refusals: ChangeRefusal[]; message: string | null };

interface CartPanelProps {
  cart: AddDropCart;
  busy: boolean;
  saving: boolean;
  outcome: SaveOutcome | null;
  onRemove: (change: CartChange) => void;
  onSave: () => void;
}

export function useChangeText() {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  return (change: CartChange) =>
    t('addDrop:cart.change', {
      kind: t(`addDrop:cart.${change.Kind}`),
      course: change.Section.CourseCode,
      section: words.section(change.Section),
    });
}

function Refusals({
  cart,
  outcome,
}: {
  cart: AddDropCart;
  outcome: Extract<SaveOutcome, { kind: 'refused' }>;
}) {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const changeText = useChangeText();
  return (
    <div className="cart-refused" role="alert">
      <p className="cart-refused__title">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
        {t('addDrop:cart.refusedTitle')}
      </p>
      <ul>
        {outcome.refusals.length === 0 && outcome.message && <li>{outcome.message}</li>}
        {outcome.refusals.map((refusal, index) => {
          const change = changeOfRefusal(cart, refusal);
          return (
            <li key={`${refusal.Code}-${String(index)}`} data-code={refusal.Code}>
              {change
                ? t('addDrop:cart.refusal', { change: changeText(change), message: refusal.Message })
                : refusal.Message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The cart: pending adds and drops (each can be taken out), the credits the student would have, what the
 * rules would refuse now, and Save, which makes every change or none.
 */
export function CartPanel({ cart, busy, saving, outcome, onRemove, onSave }: CartPanelProps) {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  const changeText = useChangeText();
  const overLimit =
    cart.ResultingCredits > cart.CreditLimits.Max || cart.ResultingCredits < cart.CreditLimits.Min;
  return (
    <>
      {outcome?.kind === 'saved' && (
        <p className="cart-saved" role="status">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          {t('addDrop:cart.saved', { credits: words.credits(outcome.credits) })}
        </p>
      )}
      {outcome?.kind === 'refused' && <Refusals cart={cart} outcome={outcome} />}
      {cart.Changes.length === 0 ? (
        <div className="add-drop-empty" role="status">
          <p className="add-drop-empty__title">{t('addDrop:cart.empty')}</p>
          <p>{t('addDrop:cart.emptyDetail')}</p>
        </div>
      ) : (
        <>
          <ul className="cart-changes">
            {cart.Changes.map((change) => (
              <li
                key={change.ChangeId}
                className={`cart-change cart-change--${change.Kind}`}
                data-kind={change.Kind}
              >
                <div className="cart-change__text">
                  <p className="cart-change__name">{changeText(change)}</p>
                  <p className="cart-change__meta">
                    {words.title(change.Section)} · {words.instructor(change.Section)}
                    {change.Kind === 'add' &&
                      ` · ${t('addDrop:picker.seatsLeft', { count: change.SeatsLeft })}`}
                  </p>
                </div>
                <IonButton
                  size="small"
                  fill="clear"
                  disabled={busy}
                  aria-label={t('addDrop:cart.removeLabel', { change: changeText(change) })}
                  onClick={() => {
                    onRemove(change);
                  }}
                >
                  <IonIcon slot="start" icon={closeOutline} aria-hidden="true" />
                  {t('addDrop:cart.remove')}
                </IonButton>
              </li>
            ))}
          </ul>
          <p className={`cart-credits${overLimit ? ' cart-credits--over' : ''}`}>
            <span>{t('addDrop:cart.creditsAfter')}</span>
            <strong>{words.credits(cart.ResultingCredits)}</strong>
            <span className="cart-credits__from">
              {t('addDrop:cart.creditsFrom', { credits: cart.RegisteredCredits })} ·{' '}
              {t('addDrop:creditLimit')}{' '}
              {t('addDrop:creditRange', { min: cart.CreditLimits.Min, max: cart.CreditLimits.Max })}
            </span>
          </p>
          {cart.Problems.length > 0 && (
            <div className="cart-problems" id="cart-problems">
              <p className="cart-problems__title">{t('addDrop:cart.problemsTitle')}</p>
              <ul>
                {cart.Problems.map((problem, index) => (
                  <li key={`${problem.Code}-${String(index)}`} data-code={problem.Code}>
                    {problem.Message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* Save would be refused while the rules find a problem: the list above says what to change. */}
          <IonButton
            className="cart-save"
            disabled={busy || cart.Problems.length > 0}
            aria-describedby={cart.Problems.length > 0 ? 'cart-problems' : undefined}
            onClick={onSave}
          >
            {saving ? (
              <IonSpinner slot="start" name="crescent" />
            ) : (
              <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
            )}
            {t('addDrop:cart.save')}
          </IonButton>
        </>
      )}
    </>
  );
}
