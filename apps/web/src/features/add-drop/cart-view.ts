import type { AddDropCart, ChangeRefusal, TimetableSection } from '@portal/contract';

/** A course the student holds, with its sections (lecture first) and whether a drop of it is pending. */
export interface HeldCourse {
  CourseId: number;
  CourseCode: string;
  TitleEn: string;
  TitleAr: string;
  Credits: number;
  Sections: TimetableSection[];
  DropPending: boolean;
}

const KIND_ORDER = { lecture: 0, lab: 1, tutorial: 2 } as const;

/** The sections held now, before the cart: the resulting timetable without the adds, with the drops back. */
export function heldNow(cart: AddDropCart): TimetableSection[] {
  const added = new Set(
    cart.Changes.filter((change) => change.Kind === 'add').map((change) => change.Section.SectionId),
  );
  const kept = cart.ResultingTimetable.filter((section) => !added.has(section.SectionId));
  const dropped = cart.Changes.filter((change) => change.Kind === 'drop').map((change) => change.Section);
  return [...kept, ...dropped];
}

/** Held sections by course, in course-code order, each course's lecture first. */
export function heldCourses(cart: AddDropCart): HeldCourse[] {
  const dropping = new Set(
    cart.Changes.filter((change) => change.Kind === 'drop').map((change) => change.Section.CourseId),
  );
  const byCourse = new Map<number, HeldCourse>();
  for (const section of heldNow(cart)) {
    const course = byCourse.get(section.CourseId) ?? {
      CourseId: section.CourseId,
      CourseCode: section.CourseCode,
      TitleEn: section.TitleEn,
      TitleAr: section.TitleAr,
      Credits: section.Credits,
      Sections: [],
      DropPending: dropping.has(section.CourseId),
    };
    course.Sections.push(section);
    byCourse.set(section.CourseId, course);
  }
  const courses = [...byCourse.values()];
  for (const course of courses) course.Sections.sort((a, b) => KIND_ORDER[a.Kind] - KIND_ORDER[b.Kind]);
  return courses.sort((a, b) => a.CourseCode.localeCompare(b.CourseCode));
}

/** The pending add of a course, if the cart holds one (a swap is a drop and an add of the same course). */
export function pendingAddOf(cart: AddDropCart, courseId: number): boolean {
  return cart.Changes.some((change) => change.Kind === 'add' && change.Section.CourseId === courseId);
}

/** Which pending change a refusal is about: its section, else the first change of its course. */
export function changeOfRefusal(cart: AddDropCart, refusal: ChangeRefusal) {
  return (
    cart.Changes.find(
      (change) => refusal.SectionId !== null && change.Section.SectionId === refusal.SectionId,
    ) ??
    cart.Changes.find(
      (change) => refusal.CourseCode !== null && change.Section.CourseCode === refusal.CourseCode,
    )
  );
}
