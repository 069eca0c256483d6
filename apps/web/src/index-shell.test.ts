import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** index.html's first screen (painted before any JavaScript) and the inline script that picks it. */
const html = readFileSync(resolve(__dirname, '../index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

function inlineScript(): string {
  const script = [...page.querySelectorAll('script')].find((element) => !element.hasAttribute('src'));
  if (!script) throw new Error('index.html has no inline script');
  return script.textContent;
}

/** The languages whose date and number formatters the inline script made, in order. */
let formattersMade: string[] = [];

/** An Intl that records which formatters the inline script makes. */
const recordingIntl = {
  DateTimeFormat: class {
    constructor(language: string) {
      formattersMade.push(`date:${language}`);
    }
    format() {
      return '';
    }
  },
  NumberFormat: class {
    constructor(language: string) {
      formattersMade.push(`number:${language}`);
    }
    format() {
      return '';
    }
  },
};

/** Runs the inline script as the browser would before the first paint, at `hash`. */
function startAt(hash: string): HTMLElement {
  window.location.hash = hash;
  runInNewContext(inlineScript(), { document, location: window.location, localStorage, Intl: recordingIntl });
  return document.documentElement;
}

function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined),
      catalogue,
    );
}

afterEach(() => {
  formattersMade = [];
  localStorage.clear();
  document.documentElement.removeAttribute('data-boot');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('index.html first screen', () => {
  const labelled = [...page.querySelectorAll('[data-i18n]')];

  it('shows the login card, home and the page frame with the catalogues’ strings in both languages', () => {
    expect(labelled.map((element) => element.getAttribute('data-i18n'))).toEqual(
      expect.arrayContaining([
        'login.heading',
        'login.intro',
        'login.university',
        'home.intro',
        'pages.home',
      ]),
    );
    for (const element of labelled) {
      const key = element.getAttribute('data-i18n') ?? '';
      expect(element.querySelector('.boot-en')?.textContent.trim(), key).toBe(lookUp(en, key));
      expect(element.querySelector('.boot-ar')?.textContent.trim(), key).toBe(lookUp(ar, key));
    }
  });

  it('picks the first screen from the route', () => {
    expect(startAt('#/login').dataset.boot).toBe('login');
    expect(startAt('#/login?state=x').dataset.boot).toBe('login');
    expect(startAt('#/home').dataset.boot).toBe('home');
    expect(startAt('').dataset.boot).toBe('home');
    expect(startAt('#/transcript').dataset.boot).toBe('page');
  });

  it('applies the remembered language and its direction before the first paint', () => {
    localStorage.setItem('portal.language', 'ar');
    const root = startAt('#/login');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    localStorage.setItem('portal.language', 'en');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(startAt('#/login').dir).toBe('ltr');
  });

  it('loads the language’s locale data before the first paint where a page will show dates, not for login', () => {
    startAt('#/login');
    expect(formattersMade).toEqual([]);
    startAt('#/home');
    expect(formattersMade).toEqual(['date:en', 'number:en']);
    formattersMade = [];
    localStorage.setItem('portal.language', 'ar');
    startAt('#/transcript');
    expect(formattersMade).toEqual(['date:ar', 'number:ar']);
  });
});
