/** The id of index.html's template of start-up module preloads (written by build/preload-modules.ts). */
export const START_UP_MODULES_ID = 'start-up-modules';

/**
 * Starts fetching the start-up modules index.html lists: call once the first screen has painted. Nothing
 * happens where the template is missing (the dev server, which writes none).
 */
export function fetchStartUpModules(): void {
  const modules = document.getElementById(START_UP_MODULES_ID);
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
}
