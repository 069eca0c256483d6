import { say, type Said } from '../../platform/i18n/said.js';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * The rules Moodle and the Wi-Fi directory hold a new password to, checked before anything is written so
 * the student reads every broken rule at once rather than one per attempt.
 */
export function brokenPasswordRules(input: {
  password: string;
  confirmation: string;
  userName: string;
  current: string;
}): Said[] {
  const { password, userName } = input;
  const broken: Said[] = [];
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) {
    broken.push(say('credentials.rule.length', { min: MIN_PASSWORD_LENGTH }));
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    broken.push(say('credentials.rule.lettersAndDigits'));
  }
  if (userName !== '' && password.toLowerCase().includes(userName.toLowerCase())) {
    broken.push(say('credentials.rule.userName'));
  }
  if (password === input.current) broken.push(say('credentials.rule.notCurrent'));
  if (password !== input.confirmation) broken.push(say('credentials.rule.confirmation'));
  return broken;
}
