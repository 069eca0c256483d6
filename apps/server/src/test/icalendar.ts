import ICAL from 'ical.js';

/** The one VCALENDAR of an iCalendar document, parsed by ical.js (the parser Thunderbird uses). */
export function parseCalendar(text: string) {
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('a calendar expected');
  return new ICAL.Component(parsed);
}
