import { envelope, getOfficeOrderResponse, getOrderTypesResponse } from '@portal/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { staffToken } from './portal';
import { findStudent, type FoundStudent } from './student-api';

/** The demo's student-services clerk (apps/server/src/demo/staff.ts). */
export const CLERK = 'student-services@ndu.edu.eg';

/** The request the student's page shows: its id from the address (`#/my-requests?order=12`). */
export async function shownOrderId(page: Page): Promise<number> {
  await page.waitForURL(/#\/my-requests\?order=\d+/);
  return Number(/order=(\d+)/.exec(page.url())?.[1]);
}

/**
 * The office's moves made through its API, for the walks whose subject is the student's side (the office's
 * own page has its walk in student-services.spec.ts and in the excuse walk).
 */
export async function officeMoves(request: APIRequestContext, orderId: number, moves: string[]) {
  const headers = { Authorization: `Bearer ${await staffToken(request, CLERK)}` };
  for (const move of moves) {
    const read = await request.get(`/api/OrdersOffice/GetOrder?OrderId=${String(orderId)}`, { headers });
    const order = envelope(getOfficeOrderResponse).parse(await read.json()).ReturnObject;
    const answer = await request.post('/api/OrdersOffice/ActOnOrder', {
      headers,
      data: { OrderId: orderId, Action: move, Version: order.Version },
    });
    const body = envelope(z.unknown()).parse(await answer.json());
    expect(body.Status, body.Message).toBe('200');
  }
}

/** A demo student who may file the type now, claimed so the phone and desktop runs take different ones. */
export function studentWhoMayFile(
  request: APIRequestContext,
  typeCode: string,
  claim: string,
  more: (api: Parameters<Parameters<typeof findStudent>[1]>[0]) => Promise<boolean> = () =>
    Promise.resolve(true),
): Promise<FoundStudent<true>> {
  return findStudent(
    request,
    async (api) => {
      const types = await api.get(getOrderTypesResponse, '/api/Orders/GetOrderTypes');
      const type = types.find((candidate) => candidate.Code === typeCode);
      return type?.Eligible && (await more(api)) ? true : undefined;
    },
    { claim },
  );
}

/** A small, well-formed PDF with a line of text, as a phone's scanner app would make. */
export function scannedPdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(stream.length)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
