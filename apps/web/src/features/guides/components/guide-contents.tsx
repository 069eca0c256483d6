import { useTranslation } from 'react-i18next';
import { plainText, type Block } from '../markdown/tree';
import { GUIDES_NAMESPACE } from '../translations';

/** Sections before a guide counts as long enough for a table of contents. */
export const CONTENTS_FROM_SECTIONS = 3;

/**
 * The guide's sections as buttons that scroll to them: buttons rather than `#` links, which the router
 * would take for a page change. Focus moves to the heading so a screen reader continues from there.
 */
export function GuideContents({ headings }: { headings: readonly Extract<Block, { kind: 'heading' }>[] }) {
  const { t } = useTranslation(GUIDES_NAMESPACE);
  if (headings.length < CONTENTS_FROM_SECTIONS) return null;
  const go = (id: string) => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <nav className="guide-contents" aria-label={t('contents')}>
      <h2>{t('contents')}</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id}>
            <button
              type="button"
              onClick={() => {
                go(heading.id);
              }}
            >
              {plainText(heading.children)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
