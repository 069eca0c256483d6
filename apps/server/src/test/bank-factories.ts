import { billingBanks, type NewBillingBank } from '../modules/billing/bank/bank-schema.js';
import type { Database } from '../platform/db/client.js';

let sequence = 0;

/** Two to ten capital letters, unique within a test run (a bank's code is unique and checked). */
function nextCode(): string {
  sequence += 1;
  let n = sequence;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return `BK${letters}`;
}

/** A bank taking faculty fees (not bus fees) unless overridden; active. */
export async function buildBank(db: Database, overrides: Partial<NewBillingBank> = {}) {
  const code = overrides.code ?? nextCode();
  const [bank] = await db
    .insert(billingBanks)
    .values({
      code,
      nameEn: `Bank ${code}`,
      nameAr: `بنك ${code}`,
      accountNumber: `1001${String(sequence).padStart(8, '0')}`,
      takesFaculty: true,
      takesBus: false,
      active: true,
      ...overrides,
    })
    .returning();
  if (!bank) throw new Error('The bank insert returned no row');
  return bank;
}

/** The demo's three banks, as a test wants them when it needs the real-looking set. */
export async function buildDemoBanks(db: Database) {
  return {
    nbe: await buildBank(db, {
      code: 'NBE',
      nameEn: 'National Bank of Egypt',
      nameAr: 'البنك الأهلي المصري',
      takesBus: true,
    }),
    bm: await buildBank(db, { code: 'BM', nameEn: 'Banque Misr', nameAr: 'بنك مصر', takesBus: true }),
    cib: await buildBank(db, {
      code: 'CIB',
      nameEn: 'Commercial International Bank',
      nameAr: 'البنك التجاري الدولي',
    }),
  };
}
