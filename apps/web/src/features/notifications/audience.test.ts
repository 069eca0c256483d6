import { describe, expect, it } from 'vitest';
import { audienceOf } from './audience';

describe('audienceOf', () => {
  it('builds the contract audience once the kind has what it needs', () => {
    expect(audienceOf({ kind: 'everyone' })).toEqual({ Kind: 'everyone' });
    expect(audienceOf({ kind: 'faculty', facultyId: 3 })).toEqual({ Kind: 'faculty', FacultyId: 3 });
    expect(audienceOf({ kind: 'program', facultyId: 3, programId: 9 })).toEqual({
      Kind: 'program',
      ProgramId: 9,
    });
    expect(audienceOf({ kind: 'level', level: 4 })).toEqual({ Kind: 'level', Level: 4 });
    expect(audienceOf({ kind: 'section', sectionId: 120 })).toEqual({ Kind: 'section', SectionId: 120 });
    expect(audienceOf({ kind: 'student', studentCode: ' 2023-10457 ' })).toEqual({
      Kind: 'student',
      StudentCode: '2023-10457',
    });
  });

  it('answers nothing while a choice is missing', () => {
    expect(audienceOf({ kind: 'faculty' })).toBeUndefined();
    expect(audienceOf({ kind: 'program', facultyId: 3 })).toBeUndefined();
    expect(audienceOf({ kind: 'level' })).toBeUndefined();
    expect(audienceOf({ kind: 'section' })).toBeUndefined();
    expect(audienceOf({ kind: 'student', studentCode: '   ' })).toBeUndefined();
  });
});
