import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from './app.js';
import { PushDouble } from './push-double.js';

/** The app configured to trust the local push double (PUSH_TEST_ORIGIN + its certificate), and the double. */
export async function buildPushTestApp(
  environment: Record<string, string> = {},
): Promise<{ subject: TestApp; double: PushDouble; close: () => Promise<void> }> {
  const double = await new PushDouble().start();
  const folder = mkdtempSync(join(tmpdir(), 'push-double-'));
  const certificateFile = join(folder, 'double.pem');
  writeFileSync(certificateFile, double.certificate);
  const subject = await buildTestApp({
    PUSH_TEST_ORIGIN: double.origin,
    PUSH_TEST_CA_FILE: certificateFile,
    ...environment,
  });
  return {
    subject,
    double,
    close: async () => {
      await subject.close();
      await double.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
