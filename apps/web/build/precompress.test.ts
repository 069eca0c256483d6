// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes .br and .gz beside text files over the threshold, and they decompress to the original', async () => {
    const script = 'console.log("portal");\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'index-abc12345.js'), script);
    const written = await precompressDirectory(dir);
    expect(written).toHaveLength(1);
    const path = join(dir, 'assets', 'index-abc12345.js');
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(script);
    expect(written[0]?.brotli).toBeLessThan(script.length);
  });

  it('leaves small files, images and fonts alone', async () => {
    await writeFile(join(dir, 'small.css'), 'a{}'.repeat(10));
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(MIN_BYTES * 4));
    await writeFile(join(dir, 'font.woff2'), Buffer.alloc(MIN_BYTES * 4));
    expect(await precompressDirectory(dir)).toEqual([]);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
  });

  it('covers html, svg, json and webmanifest', async () => {
    const text = 'x'.repeat(MIN_BYTES + 1);
    for (const name of ['index.html', 'icon.svg', 'data.json', 'manifest.webmanifest'])
      await writeFile(join(dir, name), text);
    const written = await precompressDirectory(dir);
    expect(written.map((file) => file.path.slice(dir.length + 1)).sort()).toEqual([
      'data.json',
      'icon.svg',
      'index.html',
      'manifest.webmanifest',
    ]);
  });
});
