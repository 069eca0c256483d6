import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the entry stylesheet from <head> to the end of <body>. A stylesheet in <head> blocks the first
 * paint; at the end of <body> it lets the inline app shell above it paint while the sheet downloads. The
 * module script still waits for it (scripts run only after earlier stylesheets load), so Ionic never
 * renders unstyled.
 */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'portal:stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        if (sheets.length === 0) return html;
        const withoutSheets = html.replace(STYLESHEET, '');
        return withoutSheets.replace(
          '</body>',
          `${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n  </body>`,
        );
      },
    },
  };
}
