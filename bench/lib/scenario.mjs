// A scenario load generator (undici): virtual students arrive at times drawn over an arrival period, each
// runs a flow of calls one after another as a browser would, and honours the waiting room like the web app
// does — a queued answer (Status "503" with a place) or an admission not granted yet means: wait as long as
// the server says, ask again (RequestAdmission), then repeat the call. Answers measured per call, admitted
// requests only; queue waits per student; 5xx, network errors and refusals counted; students who did not
// finish their flow by the deadline reported.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const QUEUED_STATUS = '503';
const ADMISSION_PATH = '/api/Registration/RequestAdmission';
/** The waiting room's tick: a first answer from the door slower than this was the line's, not the server's. */
const QUEUED_AFTER_MS = 500;
/** The per-call row of the door's answers, kept out of the admitted requests' figures. */
const DOOR = 'RequestAdmission (the door; its time is the wait)';

/** A small deterministic generator (mulberry32), so the same seed gives the same arrivals. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function isPlace(value) {
  return value !== null && typeof value === 'object' && typeof value.Admitted === 'boolean';
}

/**
 * Runs `students` (each `{ authorization }`) through `flow(student)` (an array of `{ name, method, path,
 * body? }`) against `origin`. Arrival times are uniform over `arrivalSeconds`; a student still not done
 * `deadlineSeconds` after the first arrival counts as never through.
 */
export async function runScenario({
  origin,
  students,
  flow,
  arrivalSeconds,
  deadlineSeconds,
  connections = 1024,
  seed = 1,
  onProgress = () => undefined,
}) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const random = seeded(seed);
  const latencies = [];
  const byStep = new Map();
  const waits = [];
  const counts = {
    requests: 0,
    serverErrors: 0,
    networkErrors: 0,
    refusals: 0,
    queuedAnswers: 0,
    admissionPolls: 0,
  };
  /** What the refusals said, by call: a refusal is an answer too, and the report says which. */
  const refusalReasons = new Map();
  let finished = 0;
  const started = performance.now();
  const deadline = started + deadlineSeconds * 1000;

  async function send(student, step) {
    const begun = performance.now();
    try {
      const response = await pool.request({
        method: step.method,
        path: step.path,
        headers: {
          authorization: student.authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          mobplatform: '3',
        },
        body: step.method === 'POST' ? JSON.stringify(step.body ?? {}) : undefined,
      });
      const text = await response.body.text();
      const elapsed = performance.now() - begun;
      counts.requests += 1;
      if (response.statusCode >= 500) {
        counts.serverErrors += 1;
        return { kind: 'failed', elapsed };
      }
      let envelope;
      try {
        envelope = JSON.parse(text);
      } catch {
        counts.refusals += 1;
        return { kind: 'failed', elapsed };
      }
      if (envelope.Status === QUEUED_STATUS && isPlace(envelope.ReturnObject)) {
        counts.queuedAnswers += 1;
        return { kind: 'queued', place: envelope.ReturnObject, elapsed };
      }
      if (response.statusCode !== 200 || envelope.Status !== '200') {
        counts.refusals += 1;
        const reason = `${step.name}: ${String(envelope.Message ?? envelope.Status)}`;
        refusalReasons.set(reason, (refusalReasons.get(reason) ?? 0) + 1);
      }
      return { kind: 'answered', envelope, elapsed };
    } catch {
      counts.networkErrors += 1;
      return { kind: 'failed', elapsed: performance.now() - begun };
    }
  }

  /** Waits in the line as the web app does: ask when told, until admitted or out of time. */
  async function waitForAdmission(student, place) {
    let next = place;
    while (!next.Admitted) {
      if (performance.now() + next.PollAfterSeconds * 1000 > deadline) return false;
      await sleep(next.PollAfterSeconds * 1000);
      counts.admissionPolls += 1;
      // As the waiting room's screen asks: held open at the front of the line until let in.
      const asked = await send(student, {
        name: 'RequestAdmission',
        method: 'POST',
        path: `${ADMISSION_PATH}?wait=true`,
      });
      if (asked.kind === 'answered' && isPlace(asked.envelope.ReturnObject))
        next = asked.envelope.ReturnObject;
      else if (asked.kind === 'failed') next = { Admitted: false, PollAfterSeconds: 5 };
      // A refusal (the announcement gate, say) is not a place: asking again would not change it.
      else return false;
    }
    return true;
  }

  function record(step, elapsed) {
    latencies.push(elapsed);
    const list = byStep.get(step.name) ?? [];
    list.push(elapsed);
    byStep.set(step.name, list);
  }

  async function visit(student) {
    let waited = 0;
    for (const step of flow(student)) {
      for (;;) {
        if (performance.now() > deadline) return waited;
        const answer = await send(student, step);
        if (
          answer.kind === 'queued' ||
          (answer.kind === 'answered' &&
            step.path === ADMISSION_PATH &&
            isPlace(answer.envelope.ReturnObject) &&
            !answer.envelope.ReturnObject.Admitted)
        ) {
          const place = answer.kind === 'queued' ? answer.place : answer.envelope.ReturnObject;
          if (step.path === ADMISSION_PATH) waited += answer.elapsed;
          const from = performance.now();
          const admitted = await waitForAdmission(student, place);
          waited += performance.now() - from;
          if (!admitted) return waited;
          if (step.path === ADMISSION_PATH) break;
          continue;
        }
        // Failures are counted above (5xx, network); only answered calls enter the latency figures. The
        // door is the line itself (the server holds the front's requests until they are let in): its time
        // is the student's wait, not an admitted request's latency.
        if (answer.kind === 'answered' && step.path === ADMISSION_PATH) {
          waited += answer.elapsed;
          const door = byStep.get(DOOR) ?? [];
          door.push(answer.elapsed);
          byStep.set(DOOR, door);
        } else if (answer.kind === 'answered') record(step, answer.elapsed);
        break;
      }
    }
    finished += 1;
    return waited;
  }

  const arrivals = students.map(() => random() * arrivalSeconds * 1000).sort((a, b) => a - b);
  const progress = setInterval(
    () => onProgress({ finished, requests: counts.requests, seconds: (performance.now() - started) / 1000 }),
    10_000,
  );
  const visits = students.map(async (student, index) => {
    await sleep(arrivals[index]);
    waits.push(await visit(student));
  });
  await Promise.all(visits);
  clearInterval(progress);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedWaits = [...waits].sort((a, b) => a - b);
  const stepFigures = [...byStep].map(([name, list]) => {
    const steps = list.sort((a, b) => a - b);
    return {
      name,
      requests: steps.length,
      p50: percentile(steps, 50),
      p95: percentile(steps, 95),
      p99: percentile(steps, 99),
    };
  });
  return {
    students: students.length,
    seconds,
    ...counts,
    admittedRequests: latencies.length,
    admittedPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    // Waited in the line: told to wait, or held at the door longer than a tick of the waiting room.
    studentsQueued: waits.filter((wait) => wait > QUEUED_AFTER_MS).length,
    longestQueueWait: (sortedWaits.at(-1) ?? 0) / 1000,
    p95QueueWait: percentile(sortedWaits, 95) / 1000,
    finished,
    neverThrough: students.length - finished,
    steps: stepFigures,
    refusalReasons: [...refusalReasons].sort((a, b) => b[1] - a[1]),
  };
}
