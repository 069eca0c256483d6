import type { RuleRefusal } from '@portal/contract';
import { isApiError } from '../../lib/api-error';

function isRuleRefusal(value: unknown): value is RuleRefusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'Code' in value &&
    'Message' in value &&
    typeof value.Message === 'string'
  );
}

/**
 * Every rule a refused change broke, from the refusal's answer (Status "422", ReturnObject with
 * `Refusals`); empty for any other failure, whose message errorMessage() gives.
 */
export function refusalsOf(error: unknown): RuleRefusal[] {
  if (!isApiError(error) || error.kind !== 'refusal') return [];
  const answer = error.answer;
  if (typeof answer !== 'object' || answer === null || !('Refusals' in answer)) return [];
  const refusals = answer.Refusals;
  return Array.isArray(refusals) ? refusals.filter(isRuleRefusal) : [];
}
