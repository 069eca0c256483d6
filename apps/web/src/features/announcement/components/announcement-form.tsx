import {
  IonButton,
  IonCheckbox,
  IonInput,
  IonSelect,
  IonSelectOption,
  IonSpinner,
  IonTextarea,
} from '@ionic/react';
import { ANNOUNCEMENT_AUDIENCE_KINDS, type SaveAnnouncement, type StaffAnnouncement } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAnnouncementChanges, useFaculties } from '../api/staff-announcements';

type Audience = (typeof ANNOUNCEMENT_AUDIENCE_KINDS)[number];

interface Draft {
  TitleEn: string;
  TitleAr: string;
  BodyEn: string;
  BodyAr: string;
  Audience: Audience;
  FacultyId: number | null;
  ProgramId: number | null;
  Level: number | null;
  StartsAt: string;
  EndsAt: string;
  MustAccept: boolean;
}

/** A local date-time for <input type="datetime-local">, and back to an instant. */
function localInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function draftOf(announcement: StaffAnnouncement | undefined): Draft {
  const now = Date.now();
  return announcement
    ? {
        ...announcement,
        StartsAt: localInput(announcement.StartsAt),
        EndsAt: localInput(announcement.EndsAt),
      }
    : {
        TitleEn: '',
        TitleAr: '',
        BodyEn: '',
        BodyAr: '',
        Audience: 'everyone',
        FacultyId: null,
        ProgramId: null,
        Level: null,
        StartsAt: localInput(new Date(now).toISOString()),
        EndsAt: localInput(new Date(now + 14 * 86_400_000).toISOString()),
        MustAccept: false,
      };
}

/** Publishing form: both languages, audience, period, must-accept. Editing a text makes a new version. */
export function AnnouncementForm({ editing, onDone }: { editing?: StaffAnnouncement; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language.startsWith('ar');
  const faculties = useFaculties();
  const { save } = useAnnouncementChanges();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const programs = (faculties.data ?? []).flatMap((faculty) => faculty.Programs);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body: SaveAnnouncement = {
      ...(editing ? { AnnouncementId: editing.AnnouncementId } : {}),
      ...draft,
      FacultyId: draft.Audience === 'faculty' || draft.Audience === 'level' ? draft.FacultyId : null,
      ProgramId: draft.Audience === 'program' ? draft.ProgramId : null,
      Level: draft.Audience === 'level' ? draft.Level : null,
      StartsAt: new Date(draft.StartsAt).toISOString(),
      EndsAt: new Date(draft.EndsAt).toISOString(),
    };
    save.mutate(body, { onSuccess: onDone });
  };

  return (
    <form className="publish-form" onSubmit={submit}>
      <h2>{editing ? t('publish.editTitle') : t('publish.newTitle')}</h2>
      {editing && <p className="publish-form__note">{t('publish.versionNote')}</p>}
      <div className="publish-form__pair">
        <IonInput
          label={t('publish.titleEn')}
          labelPlacement="stacked"
          fill="outline"
          required
          maxlength={200}
          value={draft.TitleEn}
          onIonInput={(e) => {
            set({ TitleEn: e.detail.value ?? '' });
          }}
        />
        <IonInput
          label={t('publish.titleAr')}
          labelPlacement="stacked"
          fill="outline"
          required
          maxlength={200}
          dir="rtl"
          value={draft.TitleAr}
          onIonInput={(e) => {
            set({ TitleAr: e.detail.value ?? '' });
          }}
        />
        <IonTextarea
          label={t('publish.bodyEn')}
          labelPlacement="stacked"
          fill="outline"
          required
          autoGrow
          rows={4}
          helperText={t('publish.bodyHelp')}
          value={draft.BodyEn}
          onIonInput={(e) => {
            set({ BodyEn: e.detail.value ?? '' });
          }}
        />
        <IonTextarea
          label={t('publish.bodyAr')}
          labelPlacement="stacked"
          fill="outline"
          required
          autoGrow
          rows={4}
          dir="rtl"
          value={draft.BodyAr}
          onIonInput={(e) => {
            set({ BodyAr: e.detail.value ?? '' });
          }}
        />
      </div>
      <div className="publish-form__pair">
        <IonSelect
          label={t('publish.audience')}
          labelPlacement="stacked"
          fill="outline"
          value={draft.Audience}
          onIonChange={(e) => {
            const value = ANNOUNCEMENT_AUDIENCE_KINDS.find((kind) => kind === e.detail.value);
            if (value) set({ Audience: value });
          }}
        >
          {ANNOUNCEMENT_AUDIENCE_KINDS.map((kind) => (
            <IonSelectOption key={kind} value={kind}>
              {t(`publish.audiences.${kind}`)}
            </IonSelectOption>
          ))}
        </IonSelect>
        {(draft.Audience === 'faculty' || draft.Audience === 'level') && (
          <IonSelect
            label={t('publish.faculty')}
            labelPlacement="stacked"
            fill="outline"
            value={draft.FacultyId}
            onIonChange={(e) => {
              set({ FacultyId: typeof e.detail.value === 'number' ? e.detail.value : null });
            }}
          >
            {draft.Audience === 'level' && (
              <IonSelectOption value={null}>{t('publish.anyFaculty')}</IonSelectOption>
            )}
            {(faculties.data ?? []).map((faculty) => (
              <IonSelectOption key={faculty.FacultyId} value={faculty.FacultyId}>
                {arabic ? faculty.NameAr : faculty.NameEn}
              </IonSelectOption>
            ))}
          </IonSelect>
        )}
        {draft.Audience === 'program' && (
          <IonSelect
            label={t('publish.program')}
            labelPlacement="stacked"
            fill="outline"
            value={draft.ProgramId}
            onIonChange={(e) => {
              set({ ProgramId: typeof e.detail.value === 'number' ? e.detail.value : null });
            }}
          >
            {programs.map((program) => (
              <IonSelectOption key={program.ProgramId} value={program.ProgramId}>
                {arabic ? program.NameAr : program.NameEn}
              </IonSelectOption>
            ))}
          </IonSelect>
        )}
        {draft.Audience === 'level' && (
          <IonInput
            label={t('publish.level')}
            labelPlacement="stacked"
            fill="outline"
            type="number"
            min={1}
            max={7}
            value={draft.Level ?? ''}
            onIonInput={(e) => {
              set({ Level: Number(e.detail.value) || null });
            }}
          />
        )}
        <IonInput
          label={t('publish.startsAt')}
          labelPlacement="stacked"
          fill="outline"
          type="datetime-local"
          required
          value={draft.StartsAt}
          onIonInput={(e) => {
            set({ StartsAt: e.detail.value ?? '' });
          }}
        />
        <IonInput
          label={t('publish.endsAt')}
          labelPlacement="stacked"
          fill="outline"
          type="datetime-local"
          required
          value={draft.EndsAt}
          onIonInput={(e) => {
            set({ EndsAt: e.detail.value ?? '' });
          }}
        />
      </div>
      <IonCheckbox
        checked={draft.MustAccept}
        labelPlacement="end"
        onIonChange={(e) => {
          set({ MustAccept: e.detail.checked });
        }}
      >
        {t('publish.mustAccept')}
      </IonCheckbox>
      {save.isError && (
        <p className="publish-form__error" role="alert">
          {errorMessage(save.error, t)}
        </p>
      )}
      <div className="publish-form__actions">
        <IonButton type="submit" disabled={save.isPending}>
          {save.isPending ? <IonSpinner name="dots" aria-hidden="true" /> : t('publish.save')}
        </IonButton>
        <IonButton fill="clear" onClick={onDone}>
          {t('publish.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
