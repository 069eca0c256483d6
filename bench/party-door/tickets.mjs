// The tickets the door scans, written straight into the database exactly as the party module writes them
// (a registration per student, the student's own ticket and their guests' tickets, only the SHA-256 of each
// code kept). Invitations through the API would put each code only into a queued mail's PDF: the bench
// measures the door, not the invitation.
import { createHash, randomBytes } from 'node:crypto';
import { withClient } from '../lib/database.mjs';

/** The same as ticket-code.ts: 32 random bytes as base64url, and its SHA-256 in hex. */
const newCode = () => randomBytes(32).toString('base64url');
const codeHash = (code) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * `count` valid tickets of the open event with the largest guest quota: students not yet registered are
 * registered as attending, each with their own ticket and a full quota of guests. Answers the event and
 * `{ code, holderName }` per ticket.
 */
export async function issueTickets(databaseUrl, count) {
  return withClient(databaseUrl, async (client) => {
    const event = (
      await client.query(
        `select id, title_en, guest_quota from party_events where state = 'open'
         order by guest_quota desc, id limit 1`,
      )
    ).rows[0];
    if (!event) throw new Error('the demo has no open event');
    const perStudent = 1 + event.guest_quota;
    const needed = Math.ceil(count / perStudent);
    const chosen = (
      await client.query(
        `select s.id, s.name_en from students s
         where not exists (select 1 from party_registrations r where r.event_id = $1 and r.student_id = s.id)
         order by s.id limit $2`,
        [event.id, needed],
      )
    ).rows;
    if (chosen.length < needed) throw new Error(`only ${String(chosen.length)} students left to register`);
    await client.query('begin');
    const registrations = (
      await client.query(
        `insert into party_registrations (event_id, student_id, attending)
         select $1, unnest($2::int[]), true returning id, student_id`,
        [event.id, chosen.map((s) => s.id)],
      )
    ).rows;
    const names = new Map(chosen.map((s) => [s.id, s.name_en]));
    const tickets = [];
    for (const registration of registrations) {
      for (let place = 0; place < perStudent && tickets.length < count; place += 1) {
        const guest = place > 0 ? `Guest ${String(place)} of ${String(registration.student_id)}` : null;
        tickets.push({
          registrationId: registration.id,
          studentId: registration.student_id,
          holder: guest ? 'guest' : 'student',
          guestName: guest,
          guestEmail: guest ? `guest${String(place)}.${String(registration.student_id)}@example.com` : null,
          holderName: guest ?? names.get(registration.student_id),
          code: newCode(),
        });
      }
    }
    await client.query(
      `insert into party_tickets (event_id, registration_id, student_id, holder, guest_name, guest_email, code_hash)
       select $1, * from unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [
        event.id,
        tickets.map((t) => t.registrationId),
        tickets.map((t) => t.studentId),
        tickets.map((t) => t.holder),
        tickets.map((t) => t.guestName),
        tickets.map((t) => t.guestEmail),
        tickets.map((t) => codeHash(t.code)),
      ],
    );
    await client.query('commit');
    return {
      event: { id: event.id, title: event.title_en },
      tickets: tickets.map((t) => ({ code: t.code, holderName: t.holderName })),
    };
  });
}
