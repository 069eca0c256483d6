import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@portal/contract';
import { responseSerializerCompiler, type ResponseSerializer } from './response-serializer.js';

const section = z.object({
  SectionId: z.number().int(),
  Room: z.string().nullable(),
  Instructor: z.object({ NameEn: z.string() }).nullable(),
  Category: z.union([z.literal(1), z.literal(2)]),
  Kind: z.literal('lecture'),
  Credits: z.number().nullable(),
  Note: z.string().optional(),
});
const answer = envelope(z.object({ Sections: z.array(section), Term: z.string().nullable() }));

const apps: FastifyInstance[] = [];

/** A Fastify answering `data` under the schema above, with the portal's serializer. */
async function answering(data: unknown, mode: ResponseSerializer): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(mode));
  app.get('/probe', { schema: { response: { 200: answer } } }, () => data);
  await app.ready();
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const student = {
  SectionId: 7,
  Room: 'B-101',
  Instructor: { NameEn: 'Dr. Salma', Email: 'salma@ndu.edu.eg' },
  Category: 2,
  Kind: 'lecture',
  Credits: 3,
  NationalId: '29801011234567',
};

describe('answers written by the compiled serializer', () => {
  for (const mode of ['compiled', 'checked', 'cross-checked'] as const) {
    it(`sends only the fields the contract names, nulls as null (${mode})`, async () => {
      const data = {
        Status: '200',
        ReturnObject: {
          Sections: [student, { ...student, SectionId: 8, Room: null, Instructor: null, Credits: null }],
          Term: null,
          Password: 'not for the student',
        },
        Debug: 'stack',
      };
      const response = await (await answering(data, mode)).inject('/probe');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/NationalId|Password|Debug|Email|salma@/);
      expect(response.json()).toEqual({
        Status: '200',
        ReturnObject: {
          Sections: [
            {
              SectionId: 7,
              Room: 'B-101',
              Instructor: { NameEn: 'Dr. Salma' },
              Category: 2,
              Kind: 'lecture',
              Credits: 3,
            },
            { SectionId: 8, Room: null, Instructor: null, Category: 2, Kind: 'lecture', Credits: null },
          ],
          Term: null,
        },
      });
    });
  }

  it('writes exactly what zod would, key for key, so the cross-check passes on a full answer', async () => {
    const data = {
      Status: '200',
      ReturnObject: { Sections: [{ ...student, Note: 'Lab "A" \u2028 ✓' }], Term: 'FALL' },
    };
    const response = await (await answering(data, 'cross-checked')).inject('/probe');
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ ReturnObject: { Sections: { Note: string }[] } }>().ReturnObject.Sections[0]?.Note,
    ).toBe('Lab "A" \u2028 ✓');
  });

  it('refuses an answer the contract does not allow when checked (every test), writes it coerced when compiled', async () => {
    const wrong = { Status: '200', ReturnObject: { Sections: [{ ...student, SectionId: '7' }], Term: null } };
    expect((await (await answering(wrong, 'cross-checked')).inject('/probe')).statusCode).toBe(500);
    expect((await (await answering(wrong, 'checked')).inject('/probe')).statusCode).toBe(500);
    const written = await (await answering(wrong, 'compiled')).inject('/probe');
    expect(
      written.json<{ ReturnObject: { Sections: { SectionId: unknown }[] } }>().ReturnObject.Sections[0]
        ?.SectionId,
    ).toBe(7);
  });
});
