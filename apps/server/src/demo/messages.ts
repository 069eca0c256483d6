import { getTableName } from 'drizzle-orm';
import type { MessageTopic, MobilePageName } from '@portal/contract';
import { messageRecipients } from '../modules/notify/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { transactionWriter, type SqlWriter } from './bulk-insert.js';
import { universityDateTime } from '../platform/clock.js';
import type { WindowKind } from '../modules/academic/schema.js';
import { dayOf, instantOn } from './days.js';
import { dropDeferred, readDeferrable, restoreDeferred } from './deferred-constraints.js';
import type { TermWindowRow } from './terms.js';

/**
 * Who a demo message goes to: everyone, each faculty (one message per faculty), one level, or — for the
 * messages modules send one by one (grades, payments, orders) — every `every`-th student.
 */
type DemoAudience =
  | { kind: 'everyone' }
  | { kind: 'each-faculty' }
  | { kind: 'level'; level: number }
  | { kind: 'personal'; every: number; offset: number };

interface DemoMessage {
  /** Days before today, or — for news of a window opening — the window's opening instant. */
  sent: number | 'when-the-window-opens';
  /**
   * The current term's window the text speaks of: `{opens}` and `{closes}` are its times on the university's
   * clock, so the message says what the menu and the window's page say (the one window row).
   */
  window?: WindowKind;
  /** `{faculty}` is replaced by the faculty's name, `{amount}` by a payment amount in pounds. */
  title: string;
  body: string;
  link: MobilePageName | null;
  topic: MessageTopic;
  audience: DemoAudience;
  /** Percentage of recipients who have opened it by today: old news is mostly read. */
  readPercent: number;
}

const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    sent: 24,
    title: 'Welcome to the new term',
    body: 'Your timetable for this term is ready. Check your rooms and online links before the first week.',
    link: 'schedule',
    topic: 'announcements',
    audience: { kind: 'everyone' },
    readPercent: 90,
  },
  {
    sent: 'when-the-window-opens',
    window: 'add_drop',
    title: 'Add/drop is open',
    body: 'Changes to your registration are accepted until {closes}. After that, only withdrawal (W) is possible.',
    link: 'validateDropAdd',
    topic: 'registration',
    audience: { kind: 'everyone' },
    readPercent: 75,
  },
  {
    sent: 9,
    title: '{faculty}: career day next week',
    body: 'Employers meet students of the faculty in the main hall on Tuesday from 10:00 to 15:00. Bring a printed CV.',
    link: null,
    topic: 'events',
    audience: { kind: 'each-faculty' },
    readPercent: 55,
  },
  {
    sent: 6,
    title: 'Graduation ceremony registration is open',
    body: 'Final-year students: register for the ceremony and choose your guest tickets before the end of the month.',
    link: 'graduation',
    topic: 'events',
    audience: { kind: 'level', level: 4 },
    readPercent: 45,
  },
  {
    sent: 4,
    title: 'Payment received',
    body: 'We received your payment of EGP {amount}. The receipt is available on the payments page.',
    link: 'faculty-cash-deposit',
    topic: 'payments',
    audience: { kind: 'personal', every: 6, offset: 1 },
    readPercent: 50,
  },
  {
    sent: 3,
    window: 'evaluation',
    title: 'Course evaluation dates',
    body: 'From {opens} to {closes}, tell us how your courses went. It takes five minutes and your answers are anonymous.',
    link: 'evaluation',
    topic: 'announcements',
    audience: { kind: 'everyone' },
    readPercent: 30,
  },
  {
    sent: 2,
    title: 'Your transcript request is ready',
    body: 'Your official transcript can be collected from the registrar’s office, building A, ground floor.',
    link: 'transcript',
    topic: 'requests',
    audience: { kind: 'personal', every: 8, offset: 3 },
    readPercent: 20,
  },
  {
    sent: 1,
    title: 'Midterm grades published',
    body: 'The midterm grades of your courses are now available.',
    link: 'midterm-scoring',
    topic: 'exams',
    audience: { kind: 'personal', every: 3, offset: 0 },
    readPercent: 10,
  },
  {
    sent: 1,
    title: 'Final exam schedule published',
    body: 'The final exam schedule is out. Check your dates and rooms, and report any clash to your faculty.',
    link: 'exam-schedule',
    topic: 'exams',
    audience: { kind: 'everyone' },
    readPercent: 5,
  },
];

/** Group messages reach students still studying, as `modules/notify/audience.ts` decides. */
const ENROLLED = `s.status in ('active', 'suspended')`;

/**
 * A recipient has read the message when a hash of (student, message, seed) falls under its read
 * percentage, some hours after it arrived: deterministic, and different for every student.
 */
const RECIPIENT_COLUMNS = `m.id, s.id, m.created_at,
  case when (s.id::bigint * 7919 + m.id::bigint * 104729 + $5::bigint) % 100 < $6::int
    then m.created_at + make_interval(hours => ((s.id + m.id) % 12 + 1)::int) end`;

/** Each statement inserts the message rows and, in the same statement, their recipients. */
function statement(audience: DemoAudience): string {
  const insert =
    'insert into messages (title, body, link, topic, audience_kind, audience_ref, sent_by_staff_id, created_at)';
  const recipients = 'insert into message_recipients (message_id, student_id, delivered_at, read_at)';
  const sender = `(select id from staff_members where 'communications' = any(roles) order by id limit 1)`;
  switch (audience.kind) {
    case 'everyone':
      return `with m as (${insert} values ($1::text, $2::text, $3::text, $7::text, 'everyone', null, ${sender}, $4::timestamptz) returning id, created_at)
        ${recipients} select ${RECIPIENT_COLUMNS} from m cross join students s where ${ENROLLED} order by s.id`;
    case 'each-faculty':
      return `with m as (${insert}
          select replace($1::text, '{faculty}', f.name_en), $2::text, $3::text, $7::text, 'faculty', f.id, ${sender}, $4::timestamptz from faculties f order by f.id
          returning id, audience_ref, created_at)
        ${recipients} select ${RECIPIENT_COLUMNS} from m join students s on s.faculty_id = m.audience_ref
          where ${ENROLLED} order by m.id, s.id`;
    case 'level':
      return `with m as (${insert} values ($1::text, $2::text, $3::text, $7::text, 'level', ${audience.level}, ${sender}, $4::timestamptz) returning id, created_at)
        ${recipients} select ${RECIPIENT_COLUMNS} from m cross join students s
          where s.level = ${audience.level} and ${ENROLLED} order by s.id`;
    case 'personal':
      return `with m as (${insert}
          select $1::text, replace($2::text, '{amount}', to_char(((s.id * 37 + $5::bigint) % 40 + 5) * 250, 'FM999,999')),
            $3::text, $7::text, 'student', s.id, null, $4::timestamptz
          from students s where s.id % ${audience.every} = ${audience.offset} and ${ENROLLED} order by s.id
          returning id, audience_ref, created_at)
        ${recipients} select ${RECIPIENT_COLUMNS} from m join students s on s.id = m.audience_ref order by m.id`;
  }
}

interface MessageContext {
  today: number;
  seed: number;
  timeZone: string;
  /** The current term's windows. */
  windows: readonly TermWindowRow[];
}

/** The message's title and body with its window's times, and when it was sent; null if not sent yet. */
function aboutItsWindow(message: DemoMessage, context: MessageContext) {
  const window = context.windows.find((row) => row.kind === message.window);
  if (message.window && !window) throw new Error(`The demo term has no ${message.window} window`);
  // 09:30 in Cairo: when the university's offices send their news.
  const at =
    message.sent === 'when-the-window-opens' ? window?.opensAt : instantOn(context.today - message.sent, 7.5);
  // News of a window that opens later is not sent yet; nothing is sent after today's sending time.
  if (!at || at > instantOn(context.today, 7.5)) return null;
  const fill = (text: string) =>
    window
      ? text
          .replaceAll('{opens}', universityDateTime(window.opensAt, context.timeZone))
          .replaceAll('{closes}', universityDateTime(window.closesAt, context.timeZone))
      : text;
  return { title: fill(message.title), body: fill(message.body), at };
}

async function writeMessage(write: SqlWriter, message: DemoMessage, context: MessageContext) {
  const { seed } = context;
  const written = aboutItsWindow(message, context);
  if (!written) return;
  const { at } = written;
  await write(statement(message.audience), [
    written.title,
    written.body,
    message.link,
    at.toISOString(),
    seed,
    message.readPercent,
    message.topic,
  ]);
}

/**
 * The demo's message centre: news to everyone and to each faculty, and the personal messages modules send
 * (payments, orders, grades), some read and some not. Every row is made by INSERT … SELECT inside the
 * database, with the recipients' secondary indexes and foreign keys built once afterwards (the bulk path
 * of load.ts), so 50,000 students cost nine statements and a few index builds.
 */
export async function loadDemoMessages(
  handle: DatabaseHandle,
  options: {
    seed: number;
    today: Date;
    timeZone: string;
    windows: readonly TermWindowRow[];
    onProgress: (line: string) => void;
  },
) {
  const context: MessageContext = { ...options, today: dayOf(options.today) };
  options.onProgress('messages');
  // Read before the transaction: PGlite runs one transaction at a time, so `handle.query` would wait on it.
  const deferred = await readDeferrable(handle.query, [getTableName(messageRecipients)]);
  await handle.db.transaction(async (tx) => {
    const write = transactionWriter(tx);
    await dropDeferred(write, deferred);
    for (const message of DEMO_MESSAGES) {
      await writeMessage(write, message, context);
    }
    await restoreDeferred(write, deferred);
  });
  options.onProgress('messages saved');
}
