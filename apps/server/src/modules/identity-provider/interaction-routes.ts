import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PUBLIC } from '../../platform/http/access.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { recordSignInThrottled } from '../audit/service.js';
import { PAGE_HEADERS } from './html.js';
import {
  showInteraction,
  submitSignIn,
  type InteractionOutcome,
  type InteractionSetup,
} from './interaction.js';
import { messagePage } from './pages.js';
import { say } from '../../platform/i18n/said.js';

interface UidParams {
  uid: string;
}

/**
 * The provider's sign-in pages, in their own encapsulated context: the only place under /idp where
 * Fastify parses a body (the urlencoded sign-in form); everything else there belongs to oidc-provider.
 */
/** What an error page says: a fault, too many attempts (rate limited, spec's 429), or an unreadable form. */
function pageFor(status: number, back: string): { title: string; text: string; back: string } {
  if (status >= 500) {
    return {
      title: 'Sign-in is unavailable',
      text: 'The sign-in service ran into a problem. Please try again in a moment.',
      back,
    };
  }
  if (status === 429) {
    return {
      title: 'Too many sign-in attempts',
      text: 'For your account’s safety, sign-in is paused for a while. Please wait a few minutes, then try again.',
      back,
    };
  }
  return {
    title: 'Sign-in could not continue',
    text: 'The sign-in form could not be read. Go back to the portal and sign in again.',
    back,
  };
}

export const interactionRoutes: FastifyPluginAsync<{ setup: InteractionSetup }> = async (
  scope,
  { setup },
) => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  // HTML pages answer errors with an HTML page too; the message reveals nothing about the cause.
  scope.setErrorHandler(async (error, request, reply) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'identity provider page failed');
    const html = messagePage(setup.branding, pageFor(status, setup.portalUrl));
    return reply.code(status).headers(PAGE_HEADERS).send(html);
  });

  const path = setup.interactionPath;
  // HTML pages, not API calls: kept out of the OpenAPI document.
  const options = { config: { access: PUBLIC }, schema: { hide: true } };
  scope.get<{ Params: UidParams }>(`${path}/:uid`, options, async (request, reply) =>
    answer(reply, await showInteraction(setup, request.raw, reply.raw, request.params.uid)),
  );
  scope.post<{ Params: UidParams; Body: URLSearchParams }>(
    `${path}/:uid/login`,
    options,
    async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const attempt = { account: formAccount(form), address: request.ip };
      const throttle = scope.signInThrottle;
      const wait = await throttle.check(attempt);
      if (wait.throttled) {
        void reply.header('retry-after', String(wait.retryAfterSeconds));
        throw new PortalHttpError(429, say('limit.signIn'));
      }
      const outcome = await submitSignIn(setup, request.raw, reply.raw, request.params.uid, form);
      if (outcome.kind === 'redirect') {
        await throttle.succeeded(attempt);
      } else {
        // Any other answer counts, an expired or forged interaction too: only signing in is free.
        if (outcome.signIn === 'refused') request.log.info('identity provider refused a sign-in');
        const begun = await throttle.failed(attempt);
        await recordSignInThrottled(scope.database.db, request, attempt, begun);
      }
      return answer(reply, outcome);
    },
  );
};

/** The account a sign-in form names, as the throttle counts it: lower-case, at most an address long. */
function formAccount(form: URLSearchParams): string {
  return (form.get('email') ?? '').trim().toLowerCase().slice(0, 254);
}

function answer(reply: FastifyReply, outcome: InteractionOutcome): FastifyReply {
  if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
  return reply.code(outcome.status).headers(PAGE_HEADERS).send(outcome.html);
}

/** The 4xx status Fastify attached to a failure of the request itself (bad body, wrong type, too large). */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}
