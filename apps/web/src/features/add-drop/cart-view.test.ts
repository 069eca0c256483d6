import { describe, expect, it } from 'vitest';
import { changeOfRefusal, heldCourses, heldNow } from './cart-view';
import { csc301Lecture1, csc301Lecture2, mth201, phy101, swapCart } from './test/fixtures';

describe('the cart as the page reads it', () => {
  it('knows what the student holds now: the resulting timetable without the adds, with the drops back', () => {
    const ids = heldNow(swapCart()).map((section) => section.SectionId);
    expect(ids.sort()).toEqual([csc301Lecture1.SectionId, mth201.SectionId].sort());
  });

  it('lists held courses in code order, each marked when a drop of it is pending', () => {
    const courses = heldCourses(swapCart());
    expect(courses.map((course) => [course.CourseCode, course.DropPending])).toEqual([
      ['CSC 301', true],
      ['MTH 201', true],
    ]);
    const cart = { ...swapCart(), Changes: [], ResultingTimetable: [mth201, csc301Lecture1] };
    expect(heldCourses(cart).map((course) => [course.CourseCode, course.DropPending])).toEqual([
      ['CSC 301', false],
      ['MTH 201', false],
    ]);
  });

  it('ties a refusal to the change it is about, by section or else by course', () => {
    const cart = swapCart();
    const bySection = changeOfRefusal(cart, {
      Code: 'section_full',
      Message: 'PHY 101 section 3 is full.',
      CourseCode: 'PHY 101',
      SectionId: phy101.SectionId,
    });
    expect(bySection?.ChangeId).toBe(4);
    const byCourse = changeOfRefusal(cart, {
      Code: 'time_conflict',
      Message: 'CSC 301 section 2 clashes with …',
      CourseCode: 'CSC 301',
      SectionId: null,
    });
    expect(byCourse?.Section.CourseCode).toBe('CSC 301');
    expect(
      changeOfRefusal(cart, {
        Code: 'credit_limit',
        Message: 'Too many credits.',
        CourseCode: null,
        SectionId: null,
      }),
    ).toBeUndefined();
    expect(csc301Lecture2.SectionId).toBe(12);
  });
});
