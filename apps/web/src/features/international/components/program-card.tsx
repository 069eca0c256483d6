import { IonButton, IonIcon } from '@ionic/react';
import type { InternationalProgram } from '@portal/contract';
import { alertCircleOutline, documentTextOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '../application-rules';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';

interface ProgramCardProps {
  program: InternationalProgram;
  onApply: (program: InternationalProgram) => void;
  onOpenApplication: (applicationId: number) => void;
}

/** One program as the office wrote it: title, introduction, dates, fee and kind, its flyer, and applying. */
export function ProgramCard({ program, onApply, onOpenApplication }: ProgramCardProps) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const title = format.local(program.TitleEn, program.TitleAr);
  const headingId = `program-${program.ProgramId}`;
  return (
    <article className="intl-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {paragraphsOf(format.local(program.IntroEn, program.IntroAr)).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <dl className="request-facts">
        <dt>{t('programs.mode')}</dt>
        <dd>{t(`modes.${program.Mode}`)}</dd>
        <dt>{t('programs.opens')}</dt>
        <dd>{format.dateTime(program.OpensAt)}</dd>
        <dt>{t('programs.closes')}</dt>
        <dd>{format.dateTime(program.ClosesAt)}</dd>
        <dt>{t('programs.fee')}</dt>
        <dd>{program.FeePiastres > 0 ? format.money(program.FeePiastres) : t('programs.free')}</dd>
        {program.MaxChoices > 1 && (
          <>
            <dt>{t('programs.choices')}</dt>
            <dd>{t('programs.choicesValue', { count: program.MaxChoices })}</dd>
          </>
        )}
      </dl>
      {program.ApplicationId === null && !program.Eligible && (
        <div className="intl-refusal" role="note">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <div>
            <p className="intl-refusal__title">{t('programs.notEligible')}</p>
            {program.NotEligibleReason && <p dir="auto">{program.NotEligibleReason}</p>}
          </div>
        </div>
      )}
      <div className="intl-buttons">
        {program.ApplicationId !== null ? (
          <IonButton
            onClick={() => {
              if (program.ApplicationId !== null) onOpenApplication(program.ApplicationId);
            }}
          >
            {t('programs.openApplication')}
          </IonButton>
        ) : (
          program.Eligible && (
            <IonButton
              onClick={() => {
                onApply(program);
              }}
            >
              {t('programs.apply')}
            </IonButton>
          )
        )}
        {format.local(program.FlyerEn, program.FlyerAr).trim() !== '' && (
          <IonButton
            fill="outline"
            routerLink={`/international-flyer?page=${program.PageName}&program=${program.ProgramId}`}
          >
            <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
            {t('programs.flyer')}
          </IonButton>
        )}
      </div>
    </article>
  );
}
