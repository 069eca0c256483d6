import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchStartUpModules,
  LANGUAGE_ATTRIBUTE,
  LINKS_PER_TASK,
  START_UP_MODULES_ID,
} from './start-up-modules';

function templateOf(count: number): HTMLTemplateElement {
  const template = document.createElement('template');
  template.id = START_UP_MODULES_ID;
  template.innerHTML = Array.from(
    { length: count },
    (_, index) => `<link rel="modulepreload" crossorigin href="/assets/module-${index}.js">`,
  ).join('');
  document.body.append(template);
  return template;
}

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('fetchStartUpModules', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('moves every listed preload into the head in order, a few per task', () => {
    vi.useFakeTimers();
    const count = LINKS_PER_TASK * 2 + 3;
    templateOf(count);
    fetchStartUpModules();
    expect(preloadsInHead()).toHaveLength(LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(preloadsInHead()).toHaveLength(LINKS_PER_TASK * 2);
    vi.runAllTimers();
    expect(preloadsInHead()).toEqual(
      Array.from({ length: count }, (_, index) => `/assets/module-${index}.js`),
    );
  });

  it('fetches the shell strings of the language the page shows, not the other', () => {
    templateOf(2);
    const template = document.getElementById(START_UP_MODULES_ID) as HTMLTemplateElement;
    template.content.append(
      ...['en', 'ar'].map((language) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = `/assets/${language}-catalogue.js`;
        link.setAttribute(LANGUAGE_ATTRIBUTE, language);
        return link;
      }),
    );
    document.documentElement.lang = 'ar';
    fetchStartUpModules();
    expect(preloadsInHead()).toEqual([
      '/assets/module-0.js',
      '/assets/module-1.js',
      '/assets/ar-catalogue.js',
    ]);
  });

  it('does nothing without the template (the dev server)', () => {
    vi.useFakeTimers();
    fetchStartUpModules();
    vi.runAllTimers();
    expect(preloadsInHead()).toEqual([]);
  });
});
