import type { instructors } from '../modules/academic/schema.js';
import type { Catalogue } from './catalogue.js';
import { drawPersonName, emailWord } from './names.js';
import { createRandom } from './random.js';

export type InstructorRow = typeof instructors.$inferInsert;

export interface TeachingStaff {
  rows: InstructorRow[];
  /** Instructor ids per faculty index: professors and doctors teach the lectures… */
  lecturers: number[][];
  /** …and teaching assistants the labs and tutorials. */
  assistants: number[][];
}

/** Enough instructors for each faculty's size: one lecturer per ~30 students, one assistant per ~45. */
export function buildInstructors(
  catalogue: Catalogue,
  studentsPerFaculty: readonly number[],
  seed: number,
  domain: string,
): TeachingStaff {
  const random = createRandom(seed, 'instructors');
  const rows: InstructorRow[] = [];
  const taken = new Set<string>();
  const lecturers: number[][] = [];
  const assistants: number[][] = [];
  catalogue.faculties.forEach((faculty, facultyIndex) => {
    const students = studentsPerFaculty[facultyIndex] ?? 0;
    const hire = (title: string): number => {
      const name = drawPersonName(random);
      const base = `${emailWord(name.first[0]).charAt(0)}.${emailWord(name.family[0])}`;
      let local = base;
      for (let n = 2; taken.has(local); n++) local = `${base}${n}`;
      taken.add(local);
      const id = rows.length + 1;
      rows.push({
        id,
        facultyId: faculty.id,
        title,
        nameEn: `${name.first[0]} ${name.family[0]}`,
        nameAr: `${name.first[1]} ${name.family[1]}`,
        email: `${local}@${domain}`.toLowerCase(),
      });
      return id;
    };
    lecturers.push(
      Array.from({ length: Math.max(5, Math.ceil(students / 30)) }, () =>
        hire(random.chance(0.3) ? 'Prof.' : 'Dr.'),
      ),
    );
    assistants.push(
      Array.from({ length: Math.max(3, Math.ceil(students / 45)) }, () => hire(faculty.assistantTitle)),
    );
  });
  return { rows, lecturers, assistants };
}
