import { IonButton, IonSpinner } from '@ionic/react';
import type { ApplicationDetail, InternationalProgram } from '@portal/contract';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { errorMessage } from '../../../lib/error-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAppliedSemesters } from '../api/get-applied-semesters';
import { useAppliedUniversities } from '../api/get-applied-universities';
import { useSaveStudentProgram } from '../api/save-student-program';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';
import { PartnerRanking } from './partner-ranking';

interface ApplyFormProps {
  program: InternationalProgram;
  /** The draft whose term and universities change; none for a new application. */
  draft?: ApplicationDetail;
  onSaved: (application: ApplicationDetail) => void;
}

/**
 * Applying to one program: the term, then the partner universities ranked, saved as a draft (one idempotency
 * key per draft, so a double tap or a retry after a lost answer makes one application). An open program
 * with a single host needs no ranking: the host is the choice.
 */
export function ApplyForm({ program, draft, onSaved }: ApplyFormProps) {
  const { t } = useTranslation(['translation', INTERNATIONAL_NAMESPACE]);
  const format = useInternationalFormat();
  const termFieldId = useId();
  const terms = useAppliedSemesters(program.ProgramId);
  const [pickedTerm, setPickedTerm] = useState<number | null>(draft?.TermId ?? null);
  const onlyTerm = terms.data?.length === 1 ? (terms.data[0]?.TermId ?? null) : null;
  const termId = pickedTerm ?? onlyTerm;
  const partners = useAppliedUniversities(program.ProgramId, termId);
  const [ranked, setRanked] = useState<number[]>(
    () => draft?.Choices.map((choice) => choice.PartnerId) ?? [],
  );
  const [tried, setTried] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const save = useSaveStudentProgram();
  // A second tap in the same frame sees the first before React has re-rendered.
  const running = useRef(false);
  const offered = partners.data ?? [];
  const soleHost = program.Selection === 'open' && offered.length === 1 ? offered[0] : undefined;
  const choices = soleHost
    ? [soleHost.PartnerId]
    : ranked.filter((id) => offered.some((partner) => partner.PartnerId === id));
  const problem =
    termId === null
      ? t('international:apply.chooseTermFirst')
      : choices.length === 0
        ? t('international:apply.chooseOne')
        : undefined;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setTried(true);
    if (problem !== undefined || termId === null || running.current) return;
    running.current = true;
    try {
      const saved = await save.mutateAsync({
        ProgramId: program.ProgramId,
        ...(draft ? { ApplicationId: draft.ApplicationId } : {}),
        TermId: termId,
        PartnerIds: choices,
        IdempotencyKey: key,
      });
      onSaved(saved);
    } catch {
      // The refusal is shown from the mutation's error below; the choices stay as they were.
    } finally {
      running.current = false;
    }
  }

  return (
    <form className="intl-form" noValidate onSubmit={(event) => void submit(event)}>
      <h1>{t('international:apply.title', { program: format.local(program.TitleEn, program.TitleAr) })}</h1>
      <p className="intl-muted">{t('international:apply.saveIntro')}</p>
      {terms.data ? (
        terms.data.length === 0 ? (
          <p className="intl-next intl-next--yours">{t('international:apply.noTerms')}</p>
        ) : (
          <div className="intl-field">
            <label htmlFor={termFieldId}>{t('international:apply.term')}</label>
            <select
              id={termFieldId}
              value={termId ?? ''}
              disabled={save.isPending}
              onChange={(event) => {
                setPickedTerm(event.target.value === '' ? null : Number(event.target.value));
                setRanked([]);
              }}
            >
              <option value="">{t('international:apply.chooseTerm')}</option>
              {terms.data.map((term) => (
                <option key={term.TermId} value={term.TermId}>
                  {t('international:apply.termSeats', {
                    name: format.local(term.NameEn, term.NameAr),
                    count: term.Seats,
                  })}
                </option>
              ))}
            </select>
          </div>
        )
      ) : (
        <QueriesPending queries={[terms]} errorTitle={t('international:apply.termsErrorTitle')} />
      )}
      {termId !== null && (
        <section className="intl-section" aria-labelledby="intl-partners">
          <h2 id="intl-partners">{t('international:apply.partnersTitle')}</h2>
          {partners.data ? (
            soleHost ? (
              <p>
                {t('international:apply.host', {
                  name: format.local(soleHost.NameEn, soleHost.NameAr),
                  country: format.local(soleHost.CountryEn, soleHost.CountryAr),
                })}
              </p>
            ) : offered.length === 0 ? (
              <p className="intl-next intl-next--yours">{t('international:apply.noPartners')}</p>
            ) : (
              <>
                <p className="intl-muted">
                  {t('international:apply.partnersIntro', { count: program.MaxChoices })}
                </p>
                <PartnerRanking
                  partners={offered}
                  ranked={choices}
                  maxChoices={program.MaxChoices}
                  onChange={setRanked}
                  disabled={save.isPending}
                />
              </>
            )
          ) : (
            <QueriesPending queries={[partners]} errorTitle={t('international:apply.partnersErrorTitle')} />
          )}
        </section>
      )}
      {tried && problem !== undefined && (
        <p className="intl-problem" role="alert">
          {problem}
        </p>
      )}
      {save.isError && (
        <p className="intl-problem" role="alert">
          {errorMessage(save.error, t)}
        </p>
      )}
      <IonButton type="submit" disabled={save.isPending}>
        {save.isPending && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {t('international:apply.save')}
      </IonButton>
    </form>
  );
}
