import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStartUpModules, LINKS_PER_TASK, START_UP_MODULES_ID } from './start-up-modules';

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

  it('does nothing without the template (the dev server)', () => {
    vi.useFakeTimers();
    fetchStartUpModules();
    vi.runAllTimers();
    expect(preloadsInHead()).toEqual([]);
  });
});
