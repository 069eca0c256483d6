import { COPTIC_NAMES, MUSLIM_NAMES, type NamePair } from './names-data.js';
import type { Random } from './random.js';

export type Gender = 'male' | 'female';

export interface PersonName {
  first: NamePair;
  father: NamePair;
  family: NamePair;
  gender: Gender;
}

/** First, father's and family name, as on an Egyptian national ID; roughly one in ten is a Coptic name. */
export function drawPersonName(
  random: Random,
  gender: Gender = random.chance(0.5) ? 'male' : 'female',
): PersonName {
  const book = random.chance(0.1) ? COPTIC_NAMES : MUSLIM_NAMES;
  return {
    first: random.pick(gender === 'male' ? book.male : book.female),
    father: random.pick(book.fathers),
    family: random.pick(book.families),
    gender,
  };
}

export function fullNameEn(name: PersonName): string {
  return `${name.first[0]} ${name.father[0]} ${name.family[0]}`;
}

export function fullNameAr(name: PersonName): string {
  return `${name.first[1]} ${name.father[1]} ${name.family[1]}`;
}

/** 'Abdel Rahman' → 'abdelrahman', 'El-Sayed' → 'elsayed': safe in an email's local part. */
export function emailWord(english: string): string {
  return english.toLowerCase().replace(/[^a-z]/g, '');
}
