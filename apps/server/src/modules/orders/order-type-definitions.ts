import type { OrderTypeDefinition } from '@portal/contract';
import { asc, eq, ne, and } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { orderTypes, type OrderTypeRow } from './schema.js';

export type SavedOrderType = OrderTypeDefinition & { OrderTypeId: number };

/** A type as the office's editor reads it. */
export function definitionOf(row: OrderTypeRow): SavedOrderType {
  return {
    OrderTypeId: row.id,
    Code: row.code,
    NameEn: row.nameEn,
    NameAr: row.nameAr,
    DescriptionEn: row.descriptionEn,
    DescriptionAr: row.descriptionAr,
    Purpose: row.purpose,
    Office: row.office,
    FeePiastres: row.feePiastres,
    ServiceDays: row.serviceDays,
    Active: row.active,
    Fields: row.fields,
    Documents: row.documents,
    Eligibility: row.eligibility,
  };
}

/** Every type, active or not, in the order the office defined them. */
export async function orderTypeDefinitions(db: Database): Promise<SavedOrderType[]> {
  const rows = await db.select().from(orderTypes).orderBy(asc(orderTypes.id));
  return rows.map(definitionOf);
}

const duplicateOf = (values: readonly string[]) => values.find((value, at) => values.indexOf(value) !== at);

/**
 * The rules the contract's schema cannot say on one field: the first broken one, or null. `maxBytes` is
 * the portal's UPLOAD_MAX_BYTES: a checklist may not promise students more than uploads take.
 */
export function definitionProblem(definition: OrderTypeDefinition, maxBytes: number): Said | null {
  const field = definition.Fields.find((one) => one.Kind === 'choice' && one.Options.length < 2);
  if (field) return say('orders.type.choiceOptions', { field: field.Key });
  const key = duplicateOf(definition.Fields.map((one) => one.Key));
  if (key !== undefined) return say('orders.type.fieldKeyTwice', { key });
  for (const one of definition.Fields) {
    const option = duplicateOf(one.Options.map((choice) => choice.Value));
    if (option !== undefined) return say('orders.type.optionTwice', { field: one.Key, option });
    if (one.Min !== null && one.Max !== null && one.Min > one.Max)
      return say('orders.type.minAboveMax', { field: one.Key });
  }
  const code = duplicateOf(definition.Documents.map((one) => one.Code));
  if (code !== undefined) return say('orders.type.documentTwice', { code });
  const large = definition.Documents.find((one) => one.MaxBytes > maxBytes);
  if (large)
    return say('orders.type.documentTooLarge', { code: large.Code, megabytes: maxBytes / 1_048_576 });
  const { OpensAt, ClosesAt, MinLevel, MaxLevel } = definition.Eligibility;
  if (OpensAt !== null && ClosesAt !== null && Date.parse(OpensAt) >= Date.parse(ClosesAt))
    return say('orders.type.windowBackwards');
  if (MinLevel !== null && MaxLevel !== null && MinLevel > MaxLevel)
    return say('orders.type.levelsBackwards');
  return majorProblem(definition);
}

/** A declaration names one major (a required `major` field), one open at a time; no other type names one. */
function majorProblem(definition: OrderTypeDefinition): Said | null {
  const majors = definition.Fields.filter((one) => one.Kind === 'major');
  if (definition.Purpose !== 'major-declaration')
    return majors.length > 0 ? say('orders.type.majorFieldElsewhere') : null;
  if (majors.length !== 1 || !majors[0]?.Required || !definition.Eligibility.OneOpenAtATime)
    return say('orders.type.declarationShape');
  return null;
}

export type SaveTypeOutcome =
  | { kind: 'saved'; type: SavedOrderType; created: boolean; before: SavedOrderType | null }
  | Refused<'404' | '409' | '422'>;

/**
 * SaveOrderType: a new type (no OrderTypeId) or a change to one. Filed requests keep what they copied
 * when filed (office, answers, documents); they read only names, form labels and checklist from the type.
 */
export async function saveOrderType(
  db: Database,
  definition: OrderTypeDefinition,
  staffId: number,
  maxBytes: number,
  now: Date,
): Promise<SaveTypeOutcome> {
  const problem = definitionProblem(definition, maxBytes);
  if (problem) return refused('422', problem);
  const values = {
    code: definition.Code,
    nameEn: definition.NameEn,
    nameAr: definition.NameAr,
    descriptionEn: definition.DescriptionEn,
    descriptionAr: definition.DescriptionAr,
    purpose: definition.Purpose,
    office: definition.Office,
    feePiastres: definition.FeePiastres,
    serviceDays: definition.ServiceDays,
    active: definition.Active,
    fields: definition.Fields,
    documents: definition.Documents,
    eligibility: definition.Eligibility,
    changedByStaffId: staffId,
    updatedAt: now,
  };
  return db.transaction(async (tx): Promise<SaveTypeOutcome> => {
    const id = definition.OrderTypeId;
    const clash = await tx
      .select({ id: orderTypes.id })
      .from(orderTypes)
      .where(
        id === undefined
          ? eq(orderTypes.code, values.code)
          : and(eq(orderTypes.code, values.code), ne(orderTypes.id, id)),
      );
    if (clash.length > 0) return refused('409', say('orders.type.codeTaken', { code: values.code }));
    if (id === undefined) {
      const [created] = await tx.insert(orderTypes).values(values).returning();
      if (!created) throw new Error('The new request type was not returned');
      return { kind: 'saved', type: definitionOf(created), created: true, before: null };
    }
    const [old] = await tx.select().from(orderTypes).where(eq(orderTypes.id, id)).for('update');
    if (!old) return refused('404', say('orders.type.notFound'));
    const [changed] = await tx.update(orderTypes).set(values).where(eq(orderTypes.id, id)).returning();
    if (!changed) throw new Error(`Request type ${String(id)} vanished under its lock`);
    return { kind: 'saved', type: definitionOf(changed), created: false, before: definitionOf(old) };
  });
}
