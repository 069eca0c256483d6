import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the 14 standard fonts' metrics from its own package when a PDF uses them (Helvetica). */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * The text of every page of a PDF, one line per text run, read back with Mozilla's pdf.js: what a reader
 * (or a screen reader) would get out of the file, not what we meant to draw.
 */
export async function pdfText(file: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({
    data: new Uint8Array(file),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: lines.join('\n') };
}
