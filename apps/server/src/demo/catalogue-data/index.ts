import { ARCHITECTURE } from './architecture.js';
import { BUSINESS } from './business.js';
import { COMPUTING } from './computing.js';
import { DENTISTRY } from './dentistry.js';
import { ENGINEERING } from './engineering.js';
import { LANGUAGES } from './languages.js';
import { MASS_COMMUNICATION } from './media.js';
import { PHARMACY } from './pharmacy.js';
import type { FacultyData } from './types.js';

export type { CourseData, FacultyData, Practice, ProgramData } from './types.js';

export const FACULTIES: readonly FacultyData[] = [
  COMPUTING,
  ENGINEERING,
  PHARMACY,
  DENTISTRY,
  BUSINESS,
  MASS_COMMUNICATION,
  ARCHITECTURE,
  LANGUAGES,
];

/** Every student of the university takes these, whatever the program (taught by several faculties). */
export const UNIVERSITY_REQUIREMENTS: readonly string[] = [
  'ENG 101',
  'ENG 102',
  'ARB 101',
  'HUM 101',
  'HUM 102',
  'HUM 103',
  'HUM 201',
  'ICT 101',
];
