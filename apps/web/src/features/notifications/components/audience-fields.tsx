import { IonInput, IonSelect, IonSelectOption } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_AUDIENCE_KINDS_IN_ORDER,
  type AudienceDraft,
  type AudienceFaculty,
  type MessageAudienceKind,
} from '../audience';

const LEVELS = [1, 2, 3, 4, 5, 6, 7];

const KIND_LABELS = {
  everyone: 'notifications.send.audienceEveryone',
  faculty: 'notifications.send.audienceFaculty',
  program: 'notifications.send.audienceProgram',
  level: 'notifications.send.audienceLevel',
  section: 'notifications.send.audienceSection',
  student: 'notifications.send.audienceStudent',
} as const satisfies Record<MessageAudienceKind, string>;

function isKind(value: unknown): value is MessageAudienceKind {
  return MESSAGE_AUDIENCE_KINDS_IN_ORDER.some((kind) => kind === value);
}

function numberOf(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

interface AudienceFieldsProps {
  draft: AudienceDraft;
  faculties: readonly AudienceFaculty[];
  onChange: (draft: AudienceDraft) => void;
}

/** "Send to" and the one further choice that kind needs (a faculty, a program, a level…). */
export function AudienceFields({ draft, faculties, onChange }: AudienceFieldsProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const nameOf = (named: { NameEn: string; NameAr: string }) => (arabic ? named.NameAr : named.NameEn);
  const programFaculty = faculties.find((faculty) => faculty.Id === draft.facultyId);
  return (
    <>
      <IonSelect
        label={t('notifications.send.audience')}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={draft.kind}
        onIonChange={(event) => {
          if (isKind(event.detail.value)) onChange({ kind: event.detail.value });
        }}
      >
        {MESSAGE_AUDIENCE_KINDS_IN_ORDER.map((kind) => (
          <IonSelectOption key={kind} value={kind}>
            {t(KIND_LABELS[kind])}
          </IonSelectOption>
        ))}
      </IonSelect>
      {(draft.kind === 'faculty' || draft.kind === 'program') && (
        <IonSelect
          label={t('notifications.send.faculty')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder={t('notifications.send.choose')}
          value={draft.facultyId}
          onIonChange={(event) => {
            onChange({ kind: draft.kind, facultyId: numberOf(event.detail.value) });
          }}
        >
          {faculties.map((faculty) => (
            <IonSelectOption key={faculty.Id} value={faculty.Id}>
              {nameOf(faculty)}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
      {draft.kind === 'program' && programFaculty && (
        <IonSelect
          label={t('notifications.send.program')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder={t('notifications.send.choose')}
          value={draft.programId}
          onIonChange={(event) => {
            onChange({ ...draft, programId: numberOf(event.detail.value) });
          }}
        >
          {programFaculty.Programs.map((program) => (
            <IonSelectOption key={program.Id} value={program.Id}>
              {nameOf(program)}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
      {draft.kind === 'level' && (
        <IonSelect
          label={t('notifications.send.level')}
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder={t('notifications.send.choose')}
          value={draft.level}
          onIonChange={(event) => {
            onChange({ kind: 'level', level: numberOf(event.detail.value) });
          }}
        >
          {LEVELS.map((level) => (
            <IonSelectOption key={level} value={level}>
              {t('notifications.send.levelOption', { level })}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
      {draft.kind === 'section' && (
        <IonInput
          label={t('notifications.send.sectionId')}
          labelPlacement="stacked"
          fill="outline"
          inputmode="numeric"
          value={draft.sectionId === undefined ? '' : String(draft.sectionId)}
          onIonInput={(event) => {
            onChange({ kind: 'section', sectionId: numberOf(event.detail.value) });
          }}
        />
      )}
      {draft.kind === 'student' && (
        <IonInput
          label={t('notifications.send.studentCode')}
          labelPlacement="stacked"
          fill="outline"
          helperText={t('notifications.send.studentCodeHint')}
          value={draft.studentCode ?? ''}
          onIonInput={(event) => {
            onChange({ kind: 'student', studentCode: event.detail.value ?? '' });
          }}
        />
      )}
    </>
  );
}
