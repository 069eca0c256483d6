import { minutesOf, weekOrder } from '../../lib/university-time';

/** One weekly meeting of a section, in the university's wall-clock time (0 = Sunday … 6 = Saturday). */
export interface TimetableMeeting {
  Day: number;
  StartsAt: string;
  EndsAt: string;
  /** Null for an online meeting. */
  Room: string | null;
}

/** A section as the timetable draws it; the page chooses the words. */
export interface TimetableItem {
  /** Unique among the items (the section id). */
  key: string;
  /** The course code: a course's lecture and lab share its colour. */
  course: string;
  /** First line of a block, e.g. "CSC 301 · Lecture". */
  heading: string;
  /** The course title in the reader's language. */
  title: string;
  /** Section number, instructor. */
  detail: string;
  meetings: readonly TimetableMeeting[];
  /** A section that is not yet the student's (a pending add, a proposed combination). */
  fresh?: boolean;
  /** A section the student already holds, shown beside a proposal (drawn striped and greyed, "Already yours"). */
  held?: boolean;
}

export interface PlacedMeeting {
  item: TimetableItem;
  meeting: TimetableMeeting;
  /** 0…7: the course's place in the palette. */
  colour: number;
  /** Side by side when meetings overlap: this one's column and the columns of its overlapping group. */
  lane: number;
  lanes: number;
  /** It overlaps a meeting of another section: a time conflict. */
  clash: boolean;
}

export interface WeekLayout {
  /** Days with a meeting, from the first to the last, in the university's week order. */
  days: number[];
  byDay: Map<number, PlacedMeeting[]>;
  /** The whole hours the grid spans. */
  from: number;
  to: number;
}

const PALETTE_SIZE = 8;

const startOf = (placed: PlacedMeeting) => minutesOf(placed.meeting.StartsAt);
const endOf = (placed: PlacedMeeting) => minutesOf(placed.meeting.EndsAt);

/**
 * Lays overlapping meetings side by side: meetings that overlap (directly or through a chain) form a
 * group; each takes the first column free at its start, and the group is as wide as its most columns.
 */
function assignLanes(sorted: PlacedMeeting[]): void {
  let group: PlacedMeeting[] = [];
  let groupEnd = -1;
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const placed of group) placed.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const placed of sorted) {
    if (startOf(placed) >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= startOf(placed));
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = endOf(placed);
    placed.lane = lane;
    group.push(placed);
    groupEnd = Math.max(groupEnd, endOf(placed));
    for (const other of group) {
      if (other.item.key !== placed.item.key && startOf(placed) < endOf(other)) {
        other.clash = true;
        placed.clash = true;
      }
    }
  }
  closeGroup();
}

/** Where every meeting of the items goes on the week: days, hours, colours, lanes and clashes. */
export function layoutWeek(items: readonly TimetableItem[], weekStartsOn: number): WeekLayout {
  const courses = [...new Set(items.map((item) => item.course))].sort();
  const byDay = new Map<number, PlacedMeeting[]>();
  for (const item of items) {
    const colour = courses.indexOf(item.course) % PALETTE_SIZE;
    for (const meeting of item.meetings) {
      const list = byDay.get(meeting.Day) ?? [];
      list.push({ item, meeting, colour, lane: 0, lanes: 1, clash: false });
      byDay.set(meeting.Day, list);
    }
  }
  const all: PlacedMeeting[] = [];
  for (const list of byDay.values()) {
    list.sort((a, b) => startOf(a) - startOf(b) || endOf(a) - endOf(b));
    assignLanes(list);
    all.push(...list);
  }
  const order = weekOrder(weekStartsOn);
  const used = order.map((day, index) => (byDay.has(day) ? index : -1)).filter((index) => index >= 0);
  const first = used[0];
  const last = used.at(-1);
  const days = first === undefined || last === undefined ? [] : order.slice(first, last + 1);
  if (all.length === 0) return { days, byDay, from: 8, to: 17 };
  return {
    days,
    byDay,
    from: Math.floor(Math.min(...all.map(startOf)) / 60),
    to: Math.ceil(Math.max(...all.map(endOf)) / 60),
  };
}
