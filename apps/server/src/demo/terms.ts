import { WINDOW_KINDS, type NewTerm, type WindowKind, type termWindows } from '../modules/academic/schema.js';
import { dayFromParts, dayOf, instantOn, isoDay, nextWeekday } from './days.js';

export type Season = 'fall' | 'spring' | 'summer';

export interface DemoTerm {
  id: number;
  season: Season;
  year: number;
  startDay: number;
  endDay: number;
  isCurrent: boolean;
}

export type TermWindowRow = typeof termWindows.$inferInsert;

const SATURDAY = 6;
const SEASON_NAMES: Record<Season, { en: string; ar: string }> = {
  fall: { en: 'Fall', ar: 'فصل الخريف' },
  spring: { en: 'Spring', ar: 'فصل الربيع' },
  summer: { en: 'Summer', ar: 'الفصل الصيفي' },
};
/** How many academic years of history come before the current one: enough for a five-year graduate. */
const PAST_ACADEMIC_YEARS = 6;

/** Fall runs September–January, Spring February–June, Summer July–August; classes start on a Saturday. */
export function termOf(season: Season, year: number): Omit<DemoTerm, 'id' | 'isCurrent'> {
  if (season === 'fall') {
    return {
      season,
      year,
      startDay: nextWeekday(dayFromParts(year, 9, 20), SATURDAY),
      endDay: dayFromParts(year + 1, 1, 31),
    };
  }
  if (season === 'spring') {
    return {
      season,
      year,
      startDay: nextWeekday(dayFromParts(year, 2, 8), SATURDAY),
      endDay: dayFromParts(year, 6, 30),
    };
  }
  return {
    season,
    year,
    startDay: nextWeekday(dayFromParts(year, 7, 4), SATURDAY),
    endDay: dayFromParts(year, 8, 31),
  };
}

function previous(season: Season, year: number): [Season, number] {
  if (season === 'fall') return ['summer', year];
  if (season === 'summer') return ['spring', year];
  return ['fall', year - 1];
}

/** The current term (by today's month) and the terms before it, oldest first, with ids in that order. */
export function buildTerms(today: Date): DemoTerm[] {
  const month = today.getUTCMonth() + 1;
  const calendarYear = today.getUTCFullYear();
  let season: Season = month >= 9 || month === 1 ? 'fall' : month <= 6 ? 'spring' : 'summer';
  let year = month === 1 ? calendarYear - 1 : calendarYear;
  const firstFall = (season === 'fall' ? year : year - 1) - PAST_ACADEMIC_YEARS;
  const newestFirst: Omit<DemoTerm, 'id' | 'isCurrent'>[] = [];
  for (;;) {
    newestFirst.push(termOf(season, year));
    if (season === 'fall' && year === firstFall) break;
    [season, year] = previous(season, year);
  }
  const last = newestFirst.length - 1;
  return newestFirst.reverse().map((term, index) => ({ ...term, id: index + 1, isCurrent: index === last }));
}

export function termRow(term: DemoTerm): NewTerm {
  const names = SEASON_NAMES[term.season];
  return {
    id: term.id,
    code: `${term.year}-${term.season.toUpperCase()}`,
    nameEn: `${names.en} ${term.year}`,
    nameAr: `${names.ar} ${term.year}`,
    startsOn: isoDay(term.startDay),
    endsOn: isoDay(term.endDay),
    isCurrent: term.isCurrent,
  };
}

/**
 * The current term's windows sit around today rather than on the calendar, so whatever day the demo is
 * generated the self-service pages have something open (advising, add/drop), something past and
 * something still to come. Evaluation is still to come: the window is one per term, so an open one would
 * send every registered student to the evaluation gate (modules/evaluation/README.md says how to open it).
 */
const CURRENT_OFFSETS: Record<WindowKind, [number, number]> = {
  advising_preview: [-21, -8],
  advising: [-7, 7],
  add_drop: [-2, 12],
  evaluation: [41, 54],
  withdrawal: [13, 50],
  // Under way: some midterms held (scores published for most), the rest still to come.
  midterm_exams: [-4, 3],
  final_exams: [55, 69],
  grades_publication: [72, 100],
  // Open now, so a demo student can choose or change a bus line.
  bus_subscription: [-10, 14],
};

/** Past terms follow their own calendar, as fractions of the term's length (a summer is half as long). */
const PAST_FRACTIONS: Record<WindowKind, [number, number]> = {
  advising_preview: [-0.26, -0.21],
  advising: [-0.2, -0.02],
  add_drop: [0, 0.1],
  withdrawal: [0.11, 0.75],
  midterm_exams: [0.42, 0.47],
  evaluation: [0.72, 0.85],
  final_exams: [0.86, 0.98],
  grades_publication: [0.99, 1.1],
  bus_subscription: [-0.1, 0.1],
};

const OPENS_AT_HOUR_UTC = 7; // 09:00 or 10:00 in Cairo
const CLOSES_AT_HOUR_UTC = 21; // 23:00 or midnight in Cairo

export function buildTermWindows(terms: readonly DemoTerm[], today: Date): TermWindowRow[] {
  const todayDay = dayOf(today);
  const rows: TermWindowRow[] = [];
  for (const term of terms) {
    const length = term.endDay - term.startDay;
    for (const kind of WINDOW_KINDS) {
      let opens: number;
      let closes: number;
      if (term.isCurrent) {
        const [from, to] = CURRENT_OFFSETS[kind];
        opens = todayDay + from;
        closes = todayDay + to;
      } else {
        const [from, to] = PAST_FRACTIONS[kind];
        opens = term.startDay + Math.round(length * from);
        // A past term's windows are all closed, even the grades of a term that ended last week.
        closes = Math.min(term.startDay + Math.round(length * to), todayDay - 1);
        opens = Math.min(opens, closes - 1);
      }
      rows.push({
        id: rows.length + 1,
        termId: term.id,
        kind,
        opensAt: instantOn(opens, OPENS_AT_HOUR_UTC),
        closesAt: instantOn(closes, CLOSES_AT_HOUR_UTC),
      });
    }
  }
  return rows;
}
