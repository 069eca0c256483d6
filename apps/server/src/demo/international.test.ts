import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATES,
  PROGRAM_MODES,
  PROGRAM_PAGES,
  type ApplicationState,
  type OrderTypeDocument,
  type ProgramEligibility,
} from '@portal/contract';
import {
  APPLICATION_MOVES,
  HOLDS_A_SEAT,
  type ApplicationMove,
} from '../modules/international/application-states.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';
import { SHOWCASES } from './showcases.js';

const ARABIC = /[\u0621-\u064A]/;

interface ApplicationRow {
  id: number;
  student_id: number;
  program_id: number;
  term_id: number;
  state: ApplicationState;
  partner_ids: number[];
  /** numeric: the driver answers text. */
  ranked_gpa: string | null;
  rank_place: number | null;
  allocated_partner_id: number | null;
  offer_expires_at: Date | null;
  version: number;
  plan_code: string | null;
  code: string;
  selection: string;
  eligibility: ProgramEligibility;
  faculty_id: number;
  level: number;
  standing: string;
}

// A Fall day, and the first days of a Spring (the past exchange is the Fall just ended).
describe.each([new Date(Date.UTC(2026, 10, 30)), new Date(Date.UTC(2027, 1, 3))])(
  'the demo international office on %s',
  (today) => {
    const NOON = today.getTime() + 12 * 3_600_000;
    const OPTIONS = { seed: 11, students: 60, password: 'Demo@Pass1', emailDomain: 'demo.edu.eg', today };
    let database: TestDatabase;
    let applications: ApplicationRow[];
    const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);

    beforeAll(async () => {
      database = await createTestDatabase();
      await generateDemoUniversity(database.handle, OPTIONS);
      applications = await rows<ApplicationRow & Record<string, unknown>>(
        `select a.*, g.code, g.selection, g.eligibility, s.faculty_id, s.level, s.standing
         from intl_applications a join intl_programs g on g.id = a.program_id join students s on s.id = a.student_id
        order by a.id`,
      );
    });
    afterAll(async () => {
      await database.dispose();
    });

    it('has partners and a program on every page, with texts of several paragraphs in both languages', async () => {
      const partners = await rows<{ name_ar: string; country_en: string }>(`select * from intl_partners`);
      expect(partners.length).toBeGreaterThanOrEqual(12);
      expect(partners.every((partner) => ARABIC.test(partner.name_ar))).toBe(true);
      expect(new Set(partners.map((partner) => partner.country_en)).size).toBeGreaterThanOrEqual(8);
      const programs = await rows<Record<string, string>>(`select * from intl_programs`);
      expect(new Set(programs.map((program) => program.page_name))).toEqual(new Set(PROGRAM_PAGES));
      for (const program of programs) {
        for (const text of [program.intro_en, program.flyer_en, program.intro_ar, program.flyer_ar])
          expect(text?.split('\n\n').length, program.code).toBeGreaterThanOrEqual(2);
        expect(ARABIC.test(`${program.title_ar}${program.intro_ar}${program.flyer_ar}`)).toBe(true);
      }
    });

    it('opens the second call, DUPHAT and the conference now; the first call, the past exchange and GMU are closed', async () => {
      const windows = await rows<{ code: string; opens_at: Date; closes_at: Date }>(
        `select code, opens_at, closes_at from intl_programs`,
      );
      const open = windows
        .filter((row) => row.opens_at.getTime() <= NOON && NOON < row.closes_at.getTime())
        .map((row) => row.code);
      expect(open.sort()).toEqual(['CURIOUS', 'DUPHAT', 'EXCH-CALL2']);
      const upcoming = windows.filter((row) => row.opens_at.getTime() > NOON).map((row) => row.code);
      expect(upcoming).toEqual(['OPET']);
    });

    it("gives each mode a checklist within the portal's upload limit", async () => {
      const lists = await rows<{ mode: string; documents: OrderTypeDocument[] }>(
        `select * from intl_mode_documents`,
      );
      expect(lists.map((list) => list.mode).sort()).toEqual([...PROGRAM_MODES].sort());
      for (const list of lists) {
        expect(list.documents.length).toBeGreaterThan(0);
        for (const document of list.documents)
          expect(document.MaxBytes).toBeLessThanOrEqual(10 * 1024 * 1024);
      }
    });

    it('has applications in every state, each from an eligible student, none from a showcase student', () => {
      expect(new Set(applications.map((row) => row.state))).toEqual(new Set(APPLICATION_STATES));
      for (const row of applications) {
        const rules = row.eligibility;
        expect(row.student_id).toBeGreaterThan(SHOWCASES.length);
        if (rules.FacultyIds.length > 0) expect(rules.FacultyIds).toContain(row.faculty_id);
        if (rules.MinLevel !== null) expect(row.level).toBeGreaterThanOrEqual(rules.MinLevel);
        if (rules.Standings.length > 0) expect(rules.Standings).toContain(row.standing);
        if (row.ranked_gpa !== null && rules.MinGpa !== null)
          expect(Number(row.ranked_gpa)).toBeGreaterThanOrEqual(rules.MinGpa);
      }
    });

    it('logs every move in order, each one the state table allows, up to the state and version', async () => {
      const actions = await rows<{
        application_id: number;
        at: Date;
        action: string;
        actor: string;
        from_state: string;
        to_state: string;
      }>(`select * from intl_application_actions order by application_id, at, id`);
      for (const row of applications) {
        const log = actions.filter((action) => action.application_id === row.id);
        let state: ApplicationState = 'draft';
        for (const [index, entry] of log.entries()) {
          const rule = APPLICATION_MOVES[entry.action as ApplicationMove];
          expect(rule.from, `${row.code} ${entry.action}`).toContain(state);
          expect(entry.from_state).toBe(state);
          expect(entry.actor).toBe(rule.by);
          expect(entry.at.getTime()).toBeLessThan(NOON);
          if (index > 0) expect(entry.at.getTime()).toBeGreaterThan(log[index - 1]?.at.getTime() ?? 0);
          state = rule.to;
        }
        expect(state).toBe(row.state);
        expect(row.version).toBe(log.length);
      }
    });

    it('ranks and allocates by the published round: places, seats within capacity and offers still open', async () => {
      const ranked = applications.filter((row) => row.rank_place !== null);
      expect(ranked.length).toBeGreaterThan(0);
      const keys = ranked.map((row) => `${row.program_id}/${row.term_id}/${row.rank_place}`);
      expect(new Set(keys).size).toBe(keys.length);
      const allocated = applications.filter((row) => row.state === 'allocated');
      for (const row of allocated) expect(row.offer_expires_at?.getTime()).toBeGreaterThan(NOON);
      const seats = await rows<{ program_id: number; term_id: number; partner_id: number; seats: number }>(
        `select * from intl_program_seats`,
      );
      for (const seat of seats) {
        const held = applications.filter(
          (row) =>
            row.program_id === seat.program_id &&
            row.term_id === seat.term_id &&
            row.allocated_partner_id === seat.partner_id &&
            HOLDS_A_SEAT.includes(row.state),
        );
        expect(held.length).toBeLessThanOrEqual(seat.seats);
      }
      for (const row of applications.filter((one) => one.allocated_partner_id !== null))
        expect(row.partner_ids).toContain(row.allocated_partner_id);
      const rounds = await rows<{ program_id: number; seed: string; result: Record<string, number | null> }>(
        `select * from intl_allocation_rounds`,
      );
      expect(rounds.length).toBeGreaterThanOrEqual(2);
      for (const round of rounds) {
        expect(round.seed).toMatch(/^[0-9a-f]{32}$/);
        for (const [id, partner] of Object.entries(round.result)) {
          const row = applications.find((one) => one.id === Number(id));
          if (row && row.state !== 'ranked') expect(row.allocated_partner_id).toBe(partner);
        }
      }
    });

    it('leaves a DUPHAT place accepted with its fee to pay (no plan chosen yet)', () => {
      const duphat = applications.filter((row) => row.code === 'DUPHAT' && row.state === 'offer-accepted');
      expect(duphat.length).toBeGreaterThan(0);
      expect(duphat.every((row) => row.plan_code === null && row.allocated_partner_id !== null)).toBe(true);
    });
  },
);
