import { IonButton, IonIcon } from '@ionic/react';
import type { OnlineSection, StudentScheduleWithZoomLinks } from '@portal/contract';
import { openOutline, schoolOutline, videocamOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { QueryState } from '../../components/query-state/query-state';
import { currentLanguage } from '../../lib/i18n';
import { clockLabel, dayName, weekOrder } from '../../lib/university-time';
import { useStudentScheduleWithZoomLinks } from './api/get-student-schedule-with-zoom-links';
import './schedule.css';
import './zoom-links-page.css';
import { SCHEDULE_NAMESPACE } from './translations';

function OnlineSectionCard({ section, weekStartsOn }: { section: OnlineSection; weekStartsOn: number }) {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const title = currentLanguage(i18n) === 'ar' ? section.CourseTitleAr : section.CourseTitleEn;
  const kind = t(`schedule:kind.${section.Kind}`);
  const order = weekOrder(weekStartsOn);
  const meetings = section.Meetings.filter((meeting) => meeting.Mode !== 'in_person').sort(
    (a, b) => order.indexOf(a.Day) - order.indexOf(b.Day),
  );
  return (
    <li className="online-section">
      <p className="online-section__course">
        {section.CourseCode} {title}
      </p>
      <p className="online-section__meta">
        {kind} · {t('schedule:section', { section: section.SectionNo })}
      </p>
      <ul className="online-section__meetings">
        {meetings.map((meeting) => {
          const when = `${dayName(meeting.Day, i18n.language)} ${t('schedule:time', {
            start: clockLabel(meeting.StartsAt, i18n.language),
            end: clockLabel(meeting.EndsAt, i18n.language),
          })}`;
          return (
            <li key={meeting.MeetingId} className="online-meeting">
              <p>
                {when} · {t(`schedule:mode.${meeting.Mode}`)}
                {meeting.Room ? ` · ${t('schedule:room', { room: meeting.Room })}` : ''}
              </p>
              {meeting.OnlineUrl ? (
                <IonButton
                  href={meeting.OnlineUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('schedule:joinLabel', { course: section.CourseCode, kind, when })}
                >
                  <IonIcon slot="start" icon={videocamOutline} aria-hidden="true" />
                  {t('schedule:join')}
                  <IonIcon slot="end" icon={openOutline} aria-hidden="true" />
                </IonButton>
              ) : (
                <p className="online-meeting__missing">{t('schedule:noLink')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function OnlineSections({ data }: { data: StudentScheduleWithZoomLinks }) {
  const { t } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const online = data.Sections.filter((section) =>
    section.Meetings.some((meeting) => meeting.Mode !== 'in_person'),
  );
  return (
    <>
      <header className="schedule-intro">
        <h1>{t('pages.zoom-links')}</h1>
        <p>{t('schedule:zoomIntro')}</p>
      </header>
      {data.Sections.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={schoolOutline}
          title={t('schedule:empty')}
          detail={t('schedule:emptyDetail')}
        />
      ) : online.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={schoolOutline}
          title={t('schedule:emptyOnline')}
          detail={t('schedule:emptyOnlineDetail')}
        />
      ) : (
        <ul className="online-sections">
          {online.map((section) => (
            <OnlineSectionCard key={section.SectionId} section={section} weekStartsOn={data.WeekStartsOn} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Route `zoom-links`: the online-meeting link of each of the student's online or hybrid classes. */
export default function ZoomLinksPage() {
  const { t } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const schedule = useStudentScheduleWithZoomLinks();
  return (
    <PageBody>
      <QueryState query={schedule} errorTitle={t('schedule:errorTitle')} fetchedAt>
        {(data) => <OnlineSections data={data} />}
      </QueryState>
    </PageBody>
  );
}
