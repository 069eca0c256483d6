import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { errorEnvelope, type ErrorEnvelope } from '@portal/contract';
import { isUploadRoute, multipartBody } from './upload-body.js';

/** A concrete URL for a route pattern: every path parameter filled with `value`. */
export const concreteUrl = (url: string, value = '1'): string =>
  url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));

export interface Call {
  method: HTTPMethods;
  url: string;
  authorization?: string | undefined;
  query?: Record<string, string | string[]>;
  /**
   * Sent as JSON; a string is sent as it is (malformed JSON, huge bodies). To an upload call (`upload: true`
   * in the call table), a multipart form instead: the fields as text parts and one tiny PDF.
   */
  body?: unknown;
}

export function send(app: FastifyInstance, call: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (call.authorization) headers.authorization = call.authorization;
  if (call.method !== 'GET' && call.method !== 'HEAD' && isUploadRoute(app, call.method, call.url)) {
    const form = multipartBody(call.body);
    headers['content-type'] = form.contentType;
    return app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(call.query ? { query: call.query } : {}),
      payload: form.payload,
    });
  }
  const hasBody = call.body !== undefined && call.method !== 'GET' && call.method !== 'HEAD';
  if (hasBody) headers['content-type'] = 'application/json';
  return app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.query ? { query: call.query } : {}),
    ...(hasBody ? { payload: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) } : {}),
  });
}

/** The error envelope of a refused call, or a description of why the answer is not one. */
export function errorEnvelopeOf(response: LightMyRequestResponse): ErrorEnvelope | string {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON (${String(response.headers['content-type'] ?? 'no content type')})`;
  }
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success) return `not the error envelope: ${response.body.slice(0, 200)}`;
  if (parsed.data.Status !== String(response.statusCode)) {
    return `envelope Status ${parsed.data.Status} differs from HTTP ${String(response.statusCode)}`;
  }
  return parsed.data;
}
