import {
  GUIDE_BODY_MAX,
  GUIDE_PAGES,
  GUIDE_TITLE_MAX,
  type GuidePage,
  type StaffGuide,
} from '@portal/contract';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { QueriesPending } from '../../components/query-state/query-state';
import { TextInput } from '../../components/office/editor-inputs';
import { errorMessage } from '../../lib/error-message';
import { useUniversityTime } from '../../lib/university-instant';
import { useGuideForEditing } from './api/get-guide-for-editing';
import { usePublishGuide } from './api/publish-guide';
import { useSaveGuide } from './api/save-guide';
import { useUnpublishGuide } from './api/unpublish-guide';
import { GuidePictures } from './components/guide-pictures';
import { GuidePreview } from './components/guide-preview';
import { GUIDES_NAMESPACE } from './translations';
import '../../components/office/office.css';
import './guides.css';

interface Draft {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

const draftOf = (guide: StaffGuide | null): Draft => ({
  titleEn: guide?.TitleEn ?? '',
  titleAr: guide?.TitleAr ?? '',
  bodyEn: guide?.BodyEn ?? '',
  bodyAr: guide?.BodyAr ?? '',
});

const stateKey = (guide: StaffGuide | null) =>
  !guide ? 'none' : guide.UnpublishedChanges ? 'changed' : guide.State;

/** The editor of one page's guide, from the text the server last answered. */
function GuideEditor({ page, guide }: { page: GuidePage; guide: StaffGuide | null }) {
  const { t } = useTranslation(['translation', GUIDES_NAMESPACE]);
  const instant = useUniversityTime();
  const [draft, setDraft] = useState<Draft>(() => draftOf(guide));
  const [said, setSaid] = useState<string>();
  const save = useSaveGuide();
  const publish = usePublishGuide();
  const unpublish = useUnpublishGuide();
  const failed = [save, publish, unpublish].find((mutation) => mutation.isError)?.error;
  const busy = save.isPending || publish.isPending || unpublish.isPending;
  const saved = draftOf(guide);
  const dirty = (Object.keys(draft) as (keyof Draft)[]).some((field) => draft[field] !== saved[field]);
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSaid(undefined);
  };
  const version = guide?.Version ?? 0;
  const onSave = () => {
    publish.reset();
    unpublish.reset();
    save.mutate(
      {
        Page: page,
        Version: version,
        TitleEn: draft.titleEn,
        TitleAr: draft.titleAr,
        BodyEn: draft.bodyEn,
        BodyAr: draft.bodyAr,
      },
      {
        onSuccess: (answer) => {
          setSaid(answer.Version === version ? t('guides:editor.unchanged') : t('guides:editor.saved'));
        },
      },
    );
  };
  const onMove = (which: 'publish' | 'unpublish') => {
    save.reset();
    const mutation = which === 'publish' ? publish : unpublish;
    mutation.mutate(
      { Page: page, Version: version },
      {
        onSuccess: () => {
          setSaid(t(which === 'publish' ? 'guides:editor.published' : 'guides:editor.unpublished'));
        },
      },
    );
  };
  const insert = (line: string, language: 'en' | 'ar') => {
    const field = language === 'en' ? 'bodyEn' : 'bodyAr';
    set(field)(`${draft[field].trimEnd()}\n\n${line}\n`);
  };

  return (
    <>
      <p className="guide-state">
        <span className={`guide-state-pill guide-state-pill--${stateKey(guide)}`}>
          {t(`guides:editor.state.${stateKey(guide)}`)}
        </span>
        {guide && (
          <span className="guide-muted">
            {t('guides:editor.lastSaved', {
              version: guide.Version,
              who: guide.UpdatedBy,
              date: instant(guide.UpdatedAt, 'dateTime'),
            })}
          </span>
        )}
      </p>
      <div className="guide-editor-grid">
        <section className="guide-form" aria-label={t('guides:editor.page')}>
          <TextInput
            label={t('guides:editor.titleEn')}
            value={draft.titleEn}
            maxLength={GUIDE_TITLE_MAX}
            onChange={set('titleEn')}
          />
          <TextInput
            label={t('guides:editor.titleAr')}
            value={draft.titleAr}
            maxLength={GUIDE_TITLE_MAX}
            onChange={set('titleAr')}
          />
          <TextInput
            label={t('guides:editor.bodyEn')}
            value={draft.bodyEn}
            maxLength={GUIDE_BODY_MAX}
            long
            onChange={set('bodyEn')}
          />
          <TextInput
            label={t('guides:editor.bodyAr')}
            value={draft.bodyAr}
            maxLength={GUIDE_BODY_MAX}
            long
            onChange={set('bodyAr')}
          />
          <p className="guide-muted">{t('guides:editor.syntax')}</p>
          <div className="guide-actions">
            <IonButton onClick={onSave} disabled={busy || !dirty}>
              {t('guides:editor.save')}
            </IonButton>
            <IonButton
              color="success"
              onClick={() => {
                onMove('publish');
              }}
              disabled={busy || dirty || !guide}
            >
              {t('guides:editor.publish')}
            </IonButton>
            {guide?.State === 'published' && (
              <IonButton
                fill="outline"
                color="medium"
                onClick={() => {
                  onMove('unpublish');
                }}
                disabled={busy}
              >
                {t('guides:editor.unpublish')}
              </IonButton>
            )}
          </div>
          {dirty && guide && <p className="guide-muted">{t('guides:editor.saveFirst')}</p>}
          <div aria-live="polite">
            {failed ? (
              <p className="guide-problem" role="alert">
                {errorMessage(failed, t)}
              </p>
            ) : (
              said && <p className="guide-done">{said}</p>
            )}
          </div>
          <GuidePictures page={page} images={guide?.Images ?? []} disabled={!guide} onInsert={insert} />
        </section>
        <GuidePreview
          title={{ en: draft.titleEn, ar: draft.titleAr }}
          body={{ en: draft.bodyEn, ar: draft.bodyAr }}
        />
      </div>
    </>
  );
}

/** The communications office's guide editor (issue 28): one guide page at a time, with a live preview. */
export default function GuideEditorPage() {
  const { t } = useTranslation(['translation', GUIDES_NAMESPACE]);
  const [page] = useState<GuidePage>(GUIDE_PAGES[0]);
  const edited = useGuideForEditing(page);
  return (
    <PageBody>
      <header className="guide-header">
        <h1>{t('pages.guide-editor')}</h1>
        <p className="guide-muted">{t('guides:editor.intro')}</p>
        <h2>{t(`pages.${page}`)}</h2>
      </header>
      {edited.isSuccess ? (
        // A new version from the server (another editor, a reload) starts the form afresh.
        <GuideEditor key={edited.data.Guide?.Version ?? 0} page={page} guide={edited.data.Guide} />
      ) : (
        <QueriesPending
          queries={[edited]}
          errorTitle={t('guides:errorTitle')}
          onRetry={() => void edited.refetch()}
        />
      )}
    </PageBody>
  );
}
