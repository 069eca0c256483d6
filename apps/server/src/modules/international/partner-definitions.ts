import type { PartnerUniversity } from '@portal/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { intlPartners, type IntlPartnerRow } from './schema.js';

export function partnerOf(row: IntlPartnerRow): PartnerUniversity {
  return {
    PartnerId: row.id,
    Code: row.code,
    NameEn: row.nameEn,
    NameAr: row.nameAr,
    CountryEn: row.countryEn,
    CountryAr: row.countryAr,
    City: row.city,
  };
}

/** Every partner, by code (the editor's list to give seats from). */
export async function allPartners(db: Database): Promise<PartnerUniversity[]> {
  const rows = await db.select().from(intlPartners).orderBy(asc(intlPartners.code));
  return rows.map(partnerOf);
}

export type SavePartnerOutcome =
  { kind: 'saved'; partner: PartnerUniversity; created: boolean } | Refused<'404' | '409'>;

/** SavePartner: a new partner (no PartnerId) or a change to one; codes stay unique. */
export async function savePartner(
  db: Database,
  partner: Omit<PartnerUniversity, 'PartnerId'> & { PartnerId?: number | undefined },
  now: Date,
): Promise<SavePartnerOutcome> {
  const values = {
    code: partner.Code,
    nameEn: partner.NameEn,
    nameAr: partner.NameAr,
    countryEn: partner.CountryEn,
    countryAr: partner.CountryAr,
    city: partner.City,
    updatedAt: now,
  };
  return db.transaction(async (tx): Promise<SavePartnerOutcome> => {
    const id = partner.PartnerId;
    const clash = await tx
      .select({ id: intlPartners.id })
      .from(intlPartners)
      .where(
        id === undefined
          ? eq(intlPartners.code, values.code)
          : and(eq(intlPartners.code, values.code), ne(intlPartners.id, id)),
      );
    if (clash.length > 0)
      return refused('409', say('international.office.partnerCodeTaken', { code: values.code }));
    const [saved] =
      id === undefined
        ? await tx.insert(intlPartners).values(values).returning()
        : await tx.update(intlPartners).set(values).where(eq(intlPartners.id, id)).returning();
    if (!saved) return refused('404', say('international.office.partnerNotFound'));
    return { kind: 'saved', partner: partnerOf(saved), created: id === undefined };
  });
}
