/* Ionic's required CSS and only the optional sheets the app uses (DESIGN.md §9: keep the entry small). */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
// Dark mode when the system asks for it (issue 4 item 8); theme/variables.css adjusts the portal's colours.
import '@ionic/react/css/palettes/dark.system.css';
import './theme/variables.css';
import { fetchStartUpModules } from './start-up-modules';

/**
 * The entry chunk is only this file and the CSS: it lets the browser paint the inline app shell of
 * index.html first, then fetches the app's start-up modules (listed by index.html) and evaluates them.
 * Evaluating Ionic and React takes a few hundred milliseconds on a slow phone; before the shell has painted
 * that would leave the screen blank.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A hidden tab paints no frames; do not wait for it to become visible.
    setTimeout(resolve, 250);
  });
}

/** Lets the browser handle input and paint between two long pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Evaluating React DOM, Ionic and the app in one go is one long task on a slow phone (over a second at
 * Lighthouse's 4× CPU slowdown), during which taps are ignored. Importing the big pieces first, each in its
 * own task, splits it; boot.tsx then finds them evaluated. All are already downloading (index.html preloads
 * them). Ionic's start-up part comes in two chunks (vite.config.ts): importing one module of each evaluates
 * its chunk. (The form controls, modals and overlays are not among them: they load when first used.)
 * (`@ionic/react` itself cannot be split off the same way: importing it as a whole would defeat its
 * tree-shaking.)
 */
async function start(): Promise<void> {
  await afterFirstPaint();
  fetchStartUpModules();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@ionic/core/components/index.js');
  await yieldToBrowser();
  await import('@ionic/core/components/ion-app.js');
  await yieldToBrowser();
  await import('./boot');
}

void start();
