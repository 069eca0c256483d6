#!/usr/bin/env node
// Draws the web app manifest's PNG icons from public/favicon.svg with Debian's Chromium (the same browser
// the end-to-end tests use). The PNGs are committed; run this again only when the favicon changes:
//
//   node apps/web/build/generate-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
const outDir = join(web, 'public/icons');
const background = '#1d4e89';

/**
 * "any" icons are the favicon as drawn (rounded square). A maskable icon must fill the whole square and
 * keep its content in the central 80 % circle (the safe zone), so the glyph sits on a full-bleed square
 * of the favicon's blue at 70 % of the size.
 */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;` +
        `background:${icon.maskable ? background : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        '</body></html>',
    );
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: !icon.maskable });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
