import type { GuidePage as GuidePageName, PublishedGuide } from '@portal/contract';
import { bookOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { currentLanguage } from '../../lib/i18n';
import { useUniversityTime } from '../../lib/university-instant';
import { useGuide } from './api/get-guide';
import { publishedGuideImages } from './api/get-guide-image';
import { GuideContents } from './components/guide-contents';
import { GuideMarkdown } from './markdown/guide-markdown';
import { parseMarkdown } from './markdown/parse-markdown';
import { contentsOf } from './markdown/tree';
import { GUIDES_NAMESPACE } from './translations';
import './guides.css';

function PublishedGuideView({ guide }: { guide: PublishedGuide }) {
  const { t, i18n } = useTranslation(GUIDES_NAMESPACE);
  const instant = useUniversityTime();
  const arabic = currentLanguage(i18n) === 'ar';
  const markdown = arabic ? guide.BodyAr : guide.BodyEn;
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <article className="guide-article">
      <header className="guide-header">
        <h1>{arabic ? guide.TitleAr : guide.TitleEn}</h1>
        <p className="guide-updated">{t('publishedOn', { date: instant(guide.PublishedAt, 'date') })}</p>
      </header>
      <GuideContents headings={contentsOf(blocks)} />
      <GuideMarkdown blocks={blocks} loadImage={publishedGuideImages} />
    </article>
  );
}

/** A page whose body is the guide the communications office published for it (spec §2's Contacts & Accounts). */
function GuidePage({ page }: { page: GuidePageName }) {
  const { t } = useTranslation(['translation', GUIDES_NAMESPACE]);
  const guide = useGuide(page);
  const body = () => {
    if (!guide.isSuccess)
      return (
        <QueriesPending
          queries={[guide]}
          errorTitle={t('guides:errorTitle')}
          onRetry={() => void guide.refetch()}
        />
      );
    const published = guide.data.Guide;
    if (!published)
      return (
        <StatePanel
          tone="empty"
          icon={bookOutline}
          title={t('guides:empty.title')}
          detail={t('guides:empty.detail')}
        />
      );
    return <PublishedGuideView guide={published} />;
  };
  return (
    <>
      <PullToRefresh onRefresh={refetchAll([guide])} />
      <PageBody>
        {body()}
        <FetchedAt updatedAt={guide.dataUpdatedAt} />
      </PageBody>
    </>
  );
}

export function MoodleGuidePage() {
  return <GuidePage page="moodle-guide" />;
}
