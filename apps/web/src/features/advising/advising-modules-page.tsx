import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type {
  AdvisingChange,
  AdvisingGroup,
  ElectiveGroup,
  RuleRefusal,
  SelectedElectives,
  StudentGroupChoice,
} from '@portal/contract';
import {
  checkmarkCircleOutline,
  layersOutline,
  refreshOutline,
  saveOutline,
  shieldCheckmarkOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { anyFailed, refetchAll } from '../../components/query-state/page-query';
import { StatePanel } from '../../components/state-panel';
import { currentLanguage } from '../../lib/i18n';
import { useAdvisingValidation } from './api/check-advising-validator';
import { useCheckElectivesConflicts } from './api/check-electives-conflicts';
import { useModuleStudentData } from './api/get-module-student-data';
import { useSelectedElectives } from './api/get-selected-electives';
import { useStudentGroups } from './api/get-student-groups';
import { useSaveStudentGroup } from './api/save-student-group';
import { ElectiveGroupPicker, GroupOption, type ElectivePicks } from './components/group-choice';
import { RecordSummary } from './components/record-summary';
import { RefusalList } from './components/refusal-list';
import { ClosedWindowBanner } from './components/closed-window-banner';
import { ADVISING_NAMESPACE } from './translations';
import './advising.css';
import './advising-modules-page.css';

type Picks = ReadonlyMap<number, ElectivePicks>;

/** The saved choice as the form's starting point: the group and each elective group's sections. */
function picksFrom(saved: SelectedElectives): Picks {
  const picks = new Map<number, Map<number, number>>();
  for (const elective of saved.Electives) {
    const group = picks.get(elective.ElectiveGroupId) ?? new Map<number, number>();
    group.set(elective.CourseId, elective.SectionId);
    picks.set(elective.ElectiveGroupId, group);
  }
  return picks;
}

/** The outcome of a check or save: fits (no refusals), or every refusal in the answer. */
type Outcome =
  | { kind: 'fits' | 'saved'; answer: AdvisingChange }
  | { kind: 'refused'; saving: boolean; refusals?: readonly RuleRefusal[]; error?: unknown };

function GroupAdvising({
  groups,
  electiveGroups,
  saved,
  canChange,
}: {
  groups: readonly AdvisingGroup[];
  electiveGroups: readonly ElectiveGroup[];
  saved: SelectedElectives;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const check = useCheckElectivesConflicts();
  const save = useSaveStudentGroup();
  const [groupId, setGroupId] = useState<number | undefined>(
    () => saved.GroupId ?? groups.find((group) => group.Chosen)?.GroupId,
  );
  const [picks, setPicks] = useState<Picks>(() => picksFrom(saved));
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const savedGroup = groups.find((group) => group.GroupId === saved.GroupId);

  const missing = electiveGroups
    .map((group) => ({ group, count: group.Pick - (picks.get(group.ElectiveGroupId)?.size ?? 0) }))
    .filter((entry) => entry.count > 0);
  const complete = groupId !== undefined && missing.length === 0;

  function choice(): StudentGroupChoice | undefined {
    if (groupId === undefined) return undefined;
    return {
      GroupId: groupId,
      ElectiveSectionIds: [...picks.values()].flatMap((group) => [...group.values()]),
    };
  }

  function pick(electiveGroupId: number, courseId: number, sectionId: number | undefined) {
    setOutcome(undefined);
    setPicks((current) => {
      const next = new Map(current);
      const group = new Map(current.get(electiveGroupId) ?? []);
      if (sectionId === undefined) group.delete(courseId);
      else group.set(courseId, sectionId);
      next.set(electiveGroupId, group);
      return next;
    });
  }

  function runCheck() {
    const body = choice();
    if (!body) return;
    check.mutate(body, {
      onSuccess: (answer) => {
        setOutcome(
          answer.Refusals.length > 0
            ? { kind: 'refused', saving: false, refusals: answer.Refusals }
            : { kind: 'fits', answer },
        );
      },
      onError: (error) => {
        setOutcome({ kind: 'refused', error, saving: false });
      },
    });
  }

  function runSave() {
    const body = choice();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        setOutcome({ kind: 'saved', answer });
      },
      onError: (error) => {
        setOutcome({ kind: 'refused', error, saving: true });
      },
    });
  }

  const busy = check.isPending || save.isPending;
  return (
    <>
      {savedGroup && (
        <p className="adv-note">
          {t('advising:groups.savedAlready', { group: arabic ? savedGroup.NameAr : savedGroup.NameEn })}
        </p>
      )}
      <section className="adv-groups" aria-labelledby="adv-groups-title">
        <h2 id="adv-groups-title" className="adv-section-title">
          {t('advising:groups.title')}
        </h2>
        <div className="adv-groups__list" role="radiogroup" aria-labelledby="adv-groups-title">
          {groups.map((group) => (
            <GroupOption
              key={group.GroupId}
              group={group}
              checked={groupId === group.GroupId}
              onChoose={() => {
                setOutcome(undefined);
                setGroupId(group.GroupId);
              }}
            />
          ))}
        </div>
      </section>
      {electiveGroups.length > 0 && (
        <section className="adv-groups" aria-labelledby="adv-electives-title">
          <h2 id="adv-electives-title" className="adv-section-title">
            {t('advising:groups.electivesTitle')}
          </h2>
          {electiveGroups.map((group) => (
            <ElectiveGroupPicker
              key={group.ElectiveGroupId}
              group={group}
              picks={picks.get(group.ElectiveGroupId) ?? new Map<number, number>()}
              onPick={(courseId, sectionId) => {
                pick(group.ElectiveGroupId, courseId, sectionId);
              }}
            />
          ))}
        </section>
      )}
      <div className="adv-card adv-group-actions">
        {groupId === undefined && <p className="adv-muted">{t('advising:groups.chooseGroup')}</p>}
        {missing.map((entry) => (
          <p key={entry.group.ElectiveGroupId} className="adv-muted">
            {t('advising:groups.pickMore', {
              count: entry.count,
              group: arabic ? entry.group.NameAr : entry.group.NameEn,
            })}
          </p>
        ))}
        {outcome?.kind === 'fits' && (
          <p className="adv-done" role="status">
            <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
            {t('advising:groups.fits', { credits: outcome.answer.Credits })}
          </p>
        )}
        {outcome?.kind === 'saved' && (
          <p className="adv-done" role="status">
            <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
            {t('advising:groups.saved', { credits: outcome.answer.Credits })}
          </p>
        )}
        {outcome?.kind === 'refused' && (
          <RefusalList
            error={outcome.error}
            refusals={outcome.refusals}
            title={outcome.saving ? t('advising:refusal.save') : undefined}
          />
        )}
        {canChange && (
          <div className="adv-actions">
            <IonButton fill="outline" disabled={!complete || busy} onClick={runCheck}>
              {check.isPending ? (
                <IonSpinner slot="start" name="crescent" aria-hidden="true" />
              ) : (
                <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
              )}
              {check.isPending ? t('advising:groups.checking') : t('advising:groups.check')}
            </IonButton>
            <IonButton disabled={!complete || busy} onClick={runSave}>
              {save.isPending ? (
                <IonSpinner slot="start" name="crescent" aria-hidden="true" />
              ) : (
                <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
              )}
              {save.isPending ? t('advising:groups.saving') : t('advising:groups.save')}
            </IonButton>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * Route `AdvisingModules` (group advising): the student's record, the ready-made groups of their level
 * (blocks of sections taken together) and the module elective groups; a conflict check before saving, and
 * a save that takes every seat or none, with each refusal explained.
 */
export default function AdvisingModulesPage() {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const student = useModuleStudentData();
  const groups = useStudentGroups();
  const saved = useSelectedElectives();
  const validation = useAdvisingValidation('advising');

  const refresh = refetchAll([student, groups, saved, validation]);
  const loading = [student, groups, saved];
  let body;
  if (anyFailed(loading) || !student.data || !groups.data || !saved.data) {
    body = (
      <QueriesPending
        queries={loading}
        errorTitle={t('advising:groups.errorTitle')}
        onRetry={() => void refresh()}
      />
    );
  } else {
    const canChange = student.data.WindowOpen;
    body = (
      <>
        <RecordSummary student={student.data} />
        {!canChange && validation.data && (
          <ClosedWindowBanner validation={validation.data} onOpened={() => void refresh()} />
        )}
        {groups.data.Groups.length === 0 ? (
          <StatePanel tone="empty" icon={layersOutline} title={t('advising:groups.empty')} />
        ) : (
          <GroupAdvising
            groups={groups.data.Groups}
            electiveGroups={groups.data.ElectiveGroups}
            saved={saved.data}
            canChange={canChange}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="adv-intro">
          <div className="adv-intro--row">
            <h1>{t('pages.AdvisingModules')}</h1>
            <IonButton fill="clear" size="small" onClick={() => void refresh()}>
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('advising:page.refresh')}
            </IonButton>
          </div>
          <p className="adv-muted">{t('advising:groups.intro')}</p>
        </header>
        {body}
      </PageBody>
    </>
  );
}
