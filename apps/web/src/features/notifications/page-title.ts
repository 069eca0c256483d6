import type { TFunction, i18n as I18n } from 'i18next';
import type en from '../../locales/en.json';

type PageWithTitle = keyof typeof en.pages;

/** Pages are named in the catalogue once they are built; a message may point to one still to come. */
function hasTitle(page: string, i18n: I18n): page is PageWithTitle {
  return i18n.exists(`pages.${page}`);
}

/** The menu title of a page of spec §2, or undefined while the app has none for it. */
export function pageTitle(page: string, t: TFunction, i18n: I18n): string | undefined {
  return hasTitle(page, i18n) ? t(`pages.${page}`) : undefined;
}
