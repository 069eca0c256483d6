import type { PageDefinition } from '../lib/page-definition';
import { pages } from '../pages';

/** The registry entry for a route path ('/home' or 'home', or a location hash '#/home'), if any. */
export function pageForPath(
  pathname: string,
  registry: readonly PageDefinition[] = pages,
): PageDefinition | undefined {
  const path = pathname.replace(/^#?\/*/, '').split(/[/?]/)[0];
  return registry.find((page) => page.path === path);
}
