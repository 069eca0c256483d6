import { readFileSync } from 'node:fs';
import { z } from 'zod';

const packageJson = z.object({ version: z.string() });

/** The server package's version, with BUILD_ID appended when a deployment sets one. */
export function serverVersion(): string {
  const version = packageJson.parse(
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')),
  ).version;
  return process.env.BUILD_ID ? `${version}+${process.env.BUILD_ID}` : version;
}
