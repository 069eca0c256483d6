/** The id of index.html's template of start-up module preloads (written by build/preload-modules.ts). */
export const START_UP_MODULES_ID = 'start-up-modules';

/**
 * Preload links added per task: each costs the browser a request's set-up, and the two dozen added at once
 * made one long task on a slow phone (about 60 ms at Lighthouse's 4× CPU slowdown).
 */
export const LINKS_PER_TASK = 8;

/** The attribute naming the language of a shell catalogue's preload (build/preload-modules.ts). */
export const LANGUAGE_ATTRIBUTE = 'data-language';

/**
 * Starts fetching the start-up modules index.html lists, in its order, a few links per task: call once the
 * first screen has painted. Of the shell's catalogues only the shown language's (index.html's inline script
 * set `lang`). Nothing happens where the template is missing (the dev server writes none).
 */
export function fetchStartUpModules(): void {
  const modules = document.getElementById(START_UP_MODULES_ID);
  if (!(modules instanceof HTMLTemplateElement)) return;
  const shown = document.documentElement.lang;
  const links = [...modules.content.children].filter((link) => {
    const language = link.getAttribute(LANGUAGE_ATTRIBUTE);
    return language === null || language === shown;
  });
  const appendFrom = (start: number) => {
    document.head.append(...links.slice(start, start + LINKS_PER_TASK));
    const next = start + LINKS_PER_TASK;
    if (next < links.length) {
      setTimeout(() => {
        appendFrom(next);
      }, 0);
    }
  };
  appendFrom(0);
}
