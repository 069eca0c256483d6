import { IonButton } from '@ionic/react';
import type { StudentMajors } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDeclareMajor } from '../api/declare-major';
import { MAJOR_DECLARATION_NAMESPACE } from '../translations';
import { useMajorName } from '../use-major-names';

const newKey = () => crypto.randomUUID();

/** The majors the student may declare as radio buttons, and Declare, confirmed in place before it is sent. */
export function DeclareForm({
  data,
  orderTypeId,
  fieldKey,
}: {
  data: StudentMajors;
  orderTypeId: number;
  fieldKey: string;
}) {
  const { t } = useTranslation(['translation', MAJOR_DECLARATION_NAMESPACE]);
  const named = useMajorName();
  const declare = useDeclareMajor();
  const [chosen, setChosen] = useState<number>();
  const [key, setKey] = useState(newKey);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const declarable = data.Majors.filter((major) => major.NotDeclarableReason === null);
  const draftId = data.Latest?.State === 'draft' ? data.Latest.OrderId : undefined;

  function send(programId: number) {
    declare.mutate(
      {
        OrderTypeId: orderTypeId,
        FieldKey: fieldKey,
        ProgramId: programId,
        DraftId: draftId,
        IdempotencyKey: key,
      },
      {
        onSuccess: () => {
          setKey(newKey());
          setChosen(undefined);
        },
      },
    );
  }

  const major = declarable.find((one) => one.ProgramId === chosen);

  function confirm() {
    if (!major) {
      setMissing(true);
      return;
    }
    setConfirming(true);
  }

  return (
    <form
      className="major-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <fieldset className="major-choices">
        <legend>{t('majorDeclaration:choose')}</legend>
        {declarable.map((major) => (
          <label key={major.ProgramId} className="major-choice">
            <input
              type="radio"
              name="major"
              value={major.ProgramId}
              checked={chosen === major.ProgramId}
              onChange={() => {
                setChosen(major.ProgramId);
                setMissing(false);
                setConfirming(false);
              }}
            />
            <span>
              {named(major)} <span className="major-muted">({major.Code})</span>
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p role="alert" className="major-problem">
          {t('majorDeclaration:pickOne')}
        </p>
      )}
      {confirming && major ? (
        <div
          className="major-confirm"
          role="group"
          aria-label={t('majorDeclaration:confirmTitle', { major: named(major) })}
        >
          <p className="major-confirm-title">{t('majorDeclaration:confirmTitle', { major: named(major) })}</p>
          <p>{t('majorDeclaration:confirmMessage')}</p>
          <IonButton
            disabled={declare.isPending}
            onClick={() => {
              setConfirming(false);
              send(major.ProgramId);
            }}
          >
            {t('majorDeclaration:confirm')}
          </IonButton>
          <IonButton
            fill="outline"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {t('majorDeclaration:cancel')}
          </IonButton>
        </div>
      ) : (
        <IonButton type="submit" disabled={declare.isPending}>
          {declare.isPending ? t('majorDeclaration:declaring') : t('majorDeclaration:declare')}
        </IonButton>
      )}
      {declare.isError && (
        <p role="alert" className="major-problem">
          {errorMessage(declare.error, t)}
        </p>
      )}
    </form>
  );
}
