// The steady load of the outage run: `clients` loops, each taking a random student and making either an
// authenticated read (GetStudentData) or that student's next seat add (Advising/InsertCourse), one call
// after another. Every call is kept: when it started, how long it took, its HTTP status.
import { Pool } from 'undici';

/** Longer than any bound the portal promises: a call still unanswered by then counts as hanging. */
const GIVE_UP_MS = 30_000;

export function steadyLoad({ origin, students, clients, seed }) {
  const pool = new Pool(origin, { connections: clients });
  const calls = [];
  let running = true;
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };

  async function one(student) {
    const choice = student.choices[student.added];
    const add = choice !== undefined && random() < 0.3;
    const started = performance.now();
    let status = 0;
    try {
      const response = await pool.request({
        path: add ? '/api/Advising/InsertCourse' : '/api/DefaultData/GetStudentData',
        method: add ? 'POST' : 'GET',
        headers: { authorization: student.authorization, 'content-type': 'application/json' },
        body: add ? JSON.stringify({ StudentCode: student.code, SectionIds: [choice.sectionId] }) : undefined,
        headersTimeout: GIVE_UP_MS,
        bodyTimeout: GIVE_UP_MS,
      });
      status = response.statusCode;
      const body = await response.body.json();
      if (add && status === 200 && body.Status === '200') student.added += 1;
    } catch {
      status = 0;
    }
    calls.push({ started, ms: performance.now() - started, status, add });
  }

  const loops = Array.from({ length: clients }, async () => {
    while (running) await one(students[Math.floor(random() * students.length)]);
  });

  return {
    calls,
    async stop() {
      running = false;
      await Promise.all(loops);
      await pool.close();
    },
  };
}
