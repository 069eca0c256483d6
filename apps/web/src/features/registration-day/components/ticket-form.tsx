import { IonButton, IonInput, IonSelect, IonSelectOption, IonSpinner, useIonAlert } from '@ionic/react';
import {
  TICKET_METHODS,
  type GenerateTicketsBody,
  type TicketMethod,
  type TicketWindow,
} from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useGenerateTickets } from '../api/generate-tickets';
import { REGISTRATION_NAMESPACE } from '../translations';
import '../registration-day.css';
import './ticket-form.css';

interface Draft {
  method: TicketMethod;
  spacing: 'block_size' | 'block_count';
  studentsPerBlock: string;
  minutesBetween: string;
  blocks: string;
  firstBlockAt: string;
  lastBlockAt: string;
  seed: string;
}

/** A local date-time for <input type="datetime-local">, and back to an instant. */
function localInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function bodyOf(window: TicketWindow, draft: Draft): GenerateTicketsBody {
  return {
    WindowId: window.WindowId,
    Method: draft.method,
    ...(draft.seed.trim() === '' ? {} : { Seed: Number(draft.seed) }),
    FirstBlockAt: new Date(draft.firstBlockAt).toISOString(),
    Spacing:
      draft.spacing === 'block_size'
        ? {
            Kind: 'block_size',
            StudentsPerBlock: Number(draft.studentsPerBlock),
            MinutesBetweenBlocks: Number(draft.minutesBetween),
          }
        : {
            Kind: 'block_count',
            Blocks: Number(draft.blocks),
            LastBlockAt: new Date(draft.lastBlockAt).toISOString(),
          },
  };
}

function NumberField(props: {
  label: string;
  value: string;
  min: number;
  onChange: (value: string) => void;
}) {
  return (
    <IonInput
      label={props.label}
      labelPlacement="stacked"
      fill="outline"
      type="number"
      inputmode="numeric"
      min={props.min}
      required
      value={props.value}
      onIonInput={(event) => {
        props.onChange(event.detail.value ?? '');
      }}
    />
  );
}

/** A new draw for one window; asks before replacing tickets students may already have seen. */
export function TicketForm({ window, onDone }: { window: TicketWindow; onDone: () => void }) {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const generate = useGenerateTickets();
  const [confirm] = useIonAlert();
  const [draft, setDraft] = useState<Draft>(() => ({
    method: window.Generation?.Method ?? 'earned_credits',
    spacing: 'block_size',
    studentsPerBlock: String(window.Generation?.StudentsPerBlock ?? 500),
    minutesBetween: String(Math.round((window.Generation?.SecondsBetweenBlocks ?? 900) / 60)),
    blocks: '10',
    firstBlockAt: localInput(window.OpensAt),
    lastBlockAt: localInput(new Date(Date.parse(window.OpensAt) + 86_400_000).toISOString()),
    seed: '',
  }));
  const set = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
  };

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const draw = () => {
      generate.mutate(bodyOf(window, draft), { onSuccess: onDone });
    };
    if (!window.Generation) {
      draw();
      return;
    }
    void confirm({
      header: t('registration:tickets.replaceTitle'),
      message: t('registration:tickets.replaceMessage', { count: window.Generation.Students }),
      buttons: [
        { text: t('registration:mode.cancel'), role: 'cancel' },
        { text: t('registration:tickets.replace'), handler: draw },
      ],
    });
  }

  return (
    <form className="ticket-form" onSubmit={submit} aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title">
        {t('registration:tickets.formTitle', { window: t(`home.windows.${window.Kind}`) })}
      </h2>
      <div className="ticket-form__fields">
        <IonSelect
          label={t('registration:tickets.method')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={draft.method}
          onIonChange={(event) => {
            const method = TICKET_METHODS.find((candidate) => candidate === event.detail.value);
            if (method) set({ method });
          }}
        >
          {TICKET_METHODS.map((method) => (
            <IonSelectOption key={method} value={method}>
              {t(`registration:tickets.methods.${method}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonSelect
          label={t('registration:tickets.spacing')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={draft.spacing}
          onIonChange={(event) => {
            const spacing = event.detail.value === 'block_count' ? 'block_count' : 'block_size';
            set({ spacing });
          }}
        >
          <IonSelectOption value="block_size">{t('registration:tickets.bySize')}</IonSelectOption>
          <IonSelectOption value="block_count">{t('registration:tickets.byCount')}</IonSelectOption>
        </IonSelect>
        <IonInput
          label={t('registration:tickets.firstBlockAt')}
          labelPlacement="stacked"
          fill="outline"
          type="datetime-local"
          required
          value={draft.firstBlockAt}
          onIonInput={(event) => {
            set({ firstBlockAt: event.detail.value ?? '' });
          }}
        />
        {draft.spacing === 'block_size' ? (
          <>
            <NumberField
              label={t('registration:tickets.studentsPerBlock')}
              value={draft.studentsPerBlock}
              min={1}
              onChange={(studentsPerBlock) => {
                set({ studentsPerBlock });
              }}
            />
            <NumberField
              label={t('registration:tickets.minutesBetween')}
              value={draft.minutesBetween}
              min={0}
              onChange={(minutesBetween) => {
                set({ minutesBetween });
              }}
            />
          </>
        ) : (
          <>
            <NumberField
              label={t('registration:tickets.blockCount')}
              value={draft.blocks}
              min={1}
              onChange={(blocks) => {
                set({ blocks });
              }}
            />
            <IonInput
              label={t('registration:tickets.lastBlockAt')}
              labelPlacement="stacked"
              fill="outline"
              type="datetime-local"
              required
              value={draft.lastBlockAt}
              onIonInput={(event) => {
                set({ lastBlockAt: event.detail.value ?? '' });
              }}
            />
          </>
        )}
        <IonInput
          label={t('registration:tickets.seed')}
          labelPlacement="stacked"
          fill="outline"
          type="number"
          inputmode="numeric"
          min={0}
          helperText={t('registration:tickets.seedHelp')}
          value={draft.seed}
          onIonInput={(event) => {
            set({ seed: event.detail.value ?? '' });
          }}
        />
      </div>
      {generate.isError && (
        <p className="registration-day__error" role="alert">
          {errorMessage(generate.error, t)}
        </p>
      )}
      <div className="ticket-form__actions">
        <IonButton type="submit" disabled={generate.isPending}>
          {generate.isPending ? (
            <IonSpinner name="dots" aria-hidden="true" />
          ) : (
            t('registration:tickets.submit')
          )}
        </IonButton>
        <IonButton fill="clear" onClick={onDone}>
          {t('registration:mode.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
