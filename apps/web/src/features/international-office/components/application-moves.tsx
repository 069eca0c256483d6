import type { OfficeApplication, OfficeApplicationAction } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { OfficeMoves } from '../../../components/office/office-moves';
import { useActOnApplication } from '../api/act-on-application';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** Moves the student must be told the reason for: asked for before the move is sent, and drawn as dangers. */
const NOTE_NEEDED: readonly OfficeApplicationAction[] = ['return', 'partner-refused'];

/** The office's moves on an application; returning it and the partner's refusal need a note. */
export function ApplicationMoves({ application }: { application: OfficeApplication }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const act = useActOnApplication();
  return (
    <OfficeMoves
      actions={application.OfficeActions}
      label={(action) => t(`internationalOffice:moves.${action}`)}
      noteNeeded={NOTE_NEEDED}
      danger={NOTE_NEEDED}
      outline={NOTE_NEEDED}
      texts={{
        none: t('internationalOffice:moves.none'),
        note: t('internationalOffice:moves.note'),
        noteOptional: t('internationalOffice:moves.noteOptional'),
        noteNeeded: t('internationalOffice:moves.noteNeeded'),
        confirm: (move) => t('internationalOffice:moves.confirm', { move }),
      }}
      pending={act.isPending}
      onMove={(action, note, answer) => {
        act.mutate(
          {
            ApplicationId: application.ApplicationId,
            Action: action,
            Version: application.Version,
            ...(note ? { Note: note } : {}),
          },
          {
            onSuccess: (moved) => {
              answer.onSuccess(
                t('internationalOffice:moves.done', { state: t(`internationalOffice:state.${moved.State}`) }),
              );
            },
            onError: answer.onError,
          },
        );
      }}
    />
  );
}
