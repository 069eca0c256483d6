import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The gathering file: module tables and the platform's own (signing keys, shared secrets).
  schema: './src/platform/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
