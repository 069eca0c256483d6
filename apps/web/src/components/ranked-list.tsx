import { IonIcon, IonReorder, IonReorderGroup } from '@ionic/react';
import { arrowDown, arrowUp, closeOutline, reorderTwoOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { endDrag, movedTo } from './ranking-moves';
import './ranked-list.css';
import './ranking-buttons.css';

/** The words a ranked list says; each feature answers from its own translations (`ranking.<phrase>`). */
export type RankedPhrase = 'choice' | 'moveUp' | 'moveDown' | 'remove' | 'moved' | 'removed';

interface RankedListProps {
  /** Choice ids, first choice first. */
  ranked: readonly number[];
  /** A choice's name for its buttons and announcements; '' when unknown. */
  nameOf: (id: number) => string;
  /** `ranking.<phrase>` in the feature's namespace, with `name` and `rank` to fill in. */
  say: (phrase: RankedPhrase, values: { name?: string; rank?: string }) => string;
  /** A place (1 = first) as the page writes numbers. */
  formatRank: (place: number) => string;
  /** The new ranking and what to announce of it. */
  onChange: (ranked: number[], said: string) => void;
  disabled: boolean;
  /** A ranking that can no longer change shows no buttons at all, rather than buttons that do nothing. */
  hideButtonsWhenDisabled?: boolean;
  'aria-labelledby'?: string;
  /** A choice's name and details; `null` leaves the choice out (its offer is no longer known). */
  children: (id: number, name: string) => ReactNode;
}

/**
 * A student's ranked choices (Tanseek's majors, the summer training's organisations). Reordering is by buttons
 * named with the choice, so it works by keyboard and screen reader as well as by touch, and by dragging a
 * choice's handle (Ionic's reorder group); each change, however made, hands `onChange` the same announcement.
 */
export function RankedList(props: RankedListProps) {
  const { ranked, nameOf, say, formatRank, onChange, disabled, children } = props;
  const rank = (at: number) => formatRank(at + 1);
  const showButtons = !(disabled && props.hideButtonsWhenDisabled);
  const button = (label: string, icon: string, off: boolean, act: () => void, danger = false) => (
    <button
      type="button"
      className={`ranking-button ranking-button--icon${danger ? ' ranking-button--danger' : ''}`}
      disabled={disabled || off}
      aria-label={label}
      onClick={act}
    >
      <IonIcon icon={icon} aria-hidden="true" />
    </button>
  );
  const moveTo = (index: number, to: number, name: string) => () => {
    onChange(movedTo(ranked, index, to), say('moved', { name, rank: rank(to) }));
  };
  return (
    <IonReorderGroup
      className="ranked-list"
      role="list"
      aria-labelledby={props['aria-labelledby']}
      disabled={disabled}
      onIonReorderEnd={(event) => {
        endDrag(ranked, event.detail, (next, id, place) => {
          onChange(next, say('moved', { name: nameOf(id), rank: rank(place) }));
        });
      }}
    >
      {ranked.map((id, index) => {
        const name = nameOf(id);
        const what = children(id, name);
        if (what === null) return null;
        return (
          <div key={id} className="ranked-choice" role="listitem">
            {!disabled && (
              <IonReorder className="ranked-choice__handle" aria-hidden="true">
                <IonIcon icon={reorderTwoOutline} />
              </IonReorder>
            )}
            <span className="ranked-choice__rank">{say('choice', { rank: rank(index) })}</span>
            <span className="ranked-choice__what">{what}</span>
            {showButtons && (
              <span className="ranked-choice__buttons">
                {button(say('moveUp', { name }), arrowUp, index === 0, moveTo(index, index - 1, name))}
                {button(
                  say('moveDown', { name }),
                  arrowDown,
                  index === ranked.length - 1,
                  moveTo(index, index + 1, name),
                )}
                {button(
                  say('remove', { name }),
                  closeOutline,
                  false,
                  () => {
                    onChange(
                      ranked.filter((other) => other !== id),
                      say('removed', { name }),
                    );
                  },
                  true,
                )}
              </span>
            )}
          </div>
        );
      })}
    </IonReorderGroup>
  );
}

/** Where a ranking's changes are read out: polite, and not shown, for the list itself shows the new order. */
export function RankingAnnouncer({ said }: { said: string }) {
  return (
    <p className="ranked-announcer" role="status" aria-live="polite">
      {said}
    </p>
  );
}
