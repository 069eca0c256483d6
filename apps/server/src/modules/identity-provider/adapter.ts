import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../platform/db/client.js';
import { idpRecords, type IdpRecord } from './schema.js';

/** Models whose rows belong to a grant and die with it. */
const GRANT_MEMBERS = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

/**
 * oidc-provider's storage in the `idp_records` table. One adapter per model; every instance of the
 * server reads and writes the same rows, which is what lets a load balancer send the sign-in form to a
 * different instance than the one that showed it.
 */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    };
    // consumedAt is left alone on update: once consumed, a code or token stays consumed.
    await this.db
      .insert(idpRecords)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [idpRecords.model, idpRecords.id], set: row });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(idpRecords)
      .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    return this.live(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(idpRecords)
      .where(and(eq(idpRecords.model, this.model), eq(idpRecords.uid, uid)));
    return this.live(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(idpRecords)
      .where(and(eq(idpRecords.model, this.model), eq(idpRecords.userCode, userCode)));
    return this.live(row);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(idpRecords)
      .set({ consumedAt: new Date() })
      .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every token of the grant goes, whichever model's adapter is asked (as oidc-provider's memory
    // adapter does); interactions also carry a grantId but are not tokens of it.
    await this.db
      .delete(idpRecords)
      .where(and(eq(idpRecords.grantId, grantId), inArray(idpRecords.model, GRANT_MEMBERS)));
  }

  /** The payload of a row that has not expired; an expired row is deleted on the way. */
  private async live(row: IdpRecord | undefined): Promise<AdapterPayload | undefined> {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await this.db
        .delete(idpRecords)
        .where(
          and(
            eq(idpRecords.model, row.model),
            eq(idpRecords.id, row.id),
            lte(idpRecords.expiresAt, new Date()),
          ),
        );
      return undefined;
    }
    if (!row.consumedAt) return row.payload;
    return { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

export function databaseAdapter(db: Database): AdapterFactory {
  return (model) => new DatabaseAdapter(db, model);
}

/** Deletes every expired row; rows nobody looks up again (abandoned sign-ins) would otherwise stay. */
export async function sweepExpiredRecords(db: Database): Promise<void> {
  await db.delete(idpRecords).where(lte(idpRecords.expiresAt, new Date()));
}
