import { sharedDateFormat, universityDateTime, zoneName } from '../clock.js';
import { arabic } from './arabic.js';
import { english } from './english.js';
import type { Language } from './language.js';
import { Said, type Bilingual, type MessageValue, type UniversityTime } from './said.js';

const TEXTS = { en: english, ar: arabic } satisfies Record<Language, Record<keyof typeof english, string>>;

// The web app formats with the bare language tag ('ar'), so messages use it too: the same digits and
// month names as the page around them.
const arabicTime = (timeZone: string) =>
  sharedDateFormat('ar', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

function arabicZoneName(timeZone: string): string {
  const parts = sharedDateFormat('ar', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

const englishMonthNamed = (timeZone: string) =>
  sharedDateFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

function time(value: UniversityTime, language: Language): string {
  if (language === 'ar') return arabicTime(value.timeZone).format(value.at);
  return value.monthNamed
    ? englishMonthNamed(value.timeZone).format(value.at)
    : universityDateTime(value.at, value.timeZone);
}

/** English lists as the portal always has ("A, B and C"); Arabic as Intl joins them ("A وB وC"). */
function listed(given: readonly (string | Bilingual)[], language: Language): string {
  const items = given.map((item) => (typeof item === 'string' ? item : item[language]));
  if (language === 'ar') return new Intl.ListFormat('ar', { type: 'conjunction' }).format(items);
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function money(piastres: number, language: Language): string {
  const pounds = piastres / 100;
  if (language === 'ar')
    return new Intl.NumberFormat('ar', { style: 'currency', currency: 'EGP' }).format(pounds);
  return `EGP ${pounds.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function valueIn(value: MessageValue, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    return language === 'ar'
      ? new Intl.NumberFormat('ar', { useGrouping: false }).format(value)
      : String(value);
  }
  if (value instanceof Said) return inLanguage(value, language);
  if (Array.isArray(value)) return value.map((said) => inLanguage(said, language)).join(' ');
  if ('en' in value) return value[language];
  if ('at' in value) return time(value, language);
  if ('items' in value) return listed(value.items, language);
  if ('zone' in value) return language === 'ar' ? arabicZoneName(value.zone) : zoneName(value.zone);
  return money(value.piastres, language);
}

/** The message in `language`, every `{name}` filled in the way that language writes it. */
export function inLanguage(said: Said, language: Language): string {
  return TEXTS[language][said.id].replace(/\{(\w+)\}/g, (written, name: string) => {
    const value = said.params[name];
    return value === undefined ? written : valueIn(value, language);
  });
}

/** The message as logs, the audit log and staff tools read it. */
export function inEnglish(said: Said): string {
  return inLanguage(said, 'en');
}

/** A contract item with its `Message` written in `language`. */
export function spoken<T extends { Message: Said }>(
  item: T,
  language: Language,
): Omit<T, 'Message'> & { Message: string } {
  return { ...item, Message: inLanguage(item.Message, language) };
}

/** Each item of a list with its `Message` written in `language`. */
export function allSpoken<T extends { Message: Said }>(
  items: readonly T[],
  language: Language,
): (Omit<T, 'Message'> & { Message: string })[] {
  return items.map((item) => spoken(item, language));
}
