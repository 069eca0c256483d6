import { describe, expect, it } from 'vitest';
import { orderTypeDefinition } from '@portal/contract';
import { definitionProblem } from '../modules/orders/order-type-definitions.js';
import { DEMO_ORDER_TYPES } from './order-types.js';

describe('the demo request types', () => {
  it('each passes the type editor’s rules, the major declaration among them', () => {
    for (const type of DEMO_ORDER_TYPES) {
      const definition = orderTypeDefinition.parse({
        Code: type.code,
        NameEn: type.nameEn,
        NameAr: type.nameAr,
        DescriptionEn: type.descriptionEn,
        DescriptionAr: type.descriptionAr,
        Purpose: type.purpose,
        Office: type.office,
        FeePiastres: type.feePiastres,
        ServiceDays: type.serviceDays,
        Active: true,
        Fields: type.fields,
        Documents: type.documents,
        Eligibility: type.eligibility,
      });
      expect(definitionProblem(definition, 10 * 1_048_576), type.code).toBeNull();
    }
    expect(DEMO_ORDER_TYPES.some((type) => type.purpose === 'major-declaration')).toBe(true);
  });
});
