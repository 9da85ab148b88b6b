/**
 * The forms service's HTTP interface (Hono: the same handler runs on Node,
 * here through @hono/node-server, and on the serverless hosts Hono supports).
 *
 * POST /submissions, from the site's origin only, JSON only, at most
 * FORM_SUBMISSION_MAX_BYTES, within the per-address rate, with an
 * Idempotency-Key: 201 stored (200 when that key was stored before), 202 for
 * a honeypot caught (nothing stored), 400 with each field's problem (the
 * browser's own rules), 403 another origin, 409 a key reused for other
 * content, 413 too large, 415 not JSON, 429 with Retry-After, 503 with
 * Retry-After when the database cannot be reached. GET /health.
 */
import {Hono, type Context} from 'hono';
import {cors} from 'hono/cors';
import {bodyLimit} from 'hono/body-limit';
import {getConnInfo} from '@hono/node-server/conninfo';
import {sql} from 'kysely';
import {FORM_SUBMISSION_MAX_BYTES} from '../../src/constants';
import type {Db} from './db';
import type {ServiceConfig} from './config';
import type {Logger} from './log';
import {createRateLimiter} from './rateLimit';
import {IDEMPOTENCY_KEY_PATTERN, problemsOf, readEnvelope, storeSubmission} from './submissions';
import {verifyChallenge} from './turnstile';

/** What a client should wait before trying again when the database is down. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

export interface AppDeps {
  db: Db;
  config: ServiceConfig;
  logger: Logger;
  /** Called after a submission is stored, to deliver it without waiting for the next poll. */
  onStored?: () => void;
}

export type ServiceApp = Hono & {stop: () => void};

export function createApp({db, config, logger, onStored}: AppDeps): ServiceApp {
  const app = new Hono() as ServiceApp;
  const limiter = createRateLimiter(config.rateLimit);
  app.stop = limiter.stop;
  const channels = [...(config.smtpUrl ? (['email'] as const) : []), ...(config.webhook ? (['webhook'] as const) : [])];
  const allowed = new Set(config.allowedOrigins);

  const clientKey = (c: Context): string => {
    const header = config.clientIpHeader && c.req.header(config.clientIpHeader)?.split(',')[0]?.trim();
    if (header) return header;
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };

  app.use(
    '/submissions',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.get('/health', async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({status: 'ok'});
    } catch {
      return c.json({status: 'unavailable'}, 503);
    }
  });

  app.post(
    '/submissions',
    async (c, next) => {
      const started = Date.now();
      await next();
      logger('info', 'submission', {status: c.res.status, ms: Date.now() - started, form: c.get('form' as never) as string | undefined});
    },
    async (c, next) => {
      if (!allowed.has(c.req.header('Origin') ?? '')) return c.json({error: 'origin'}, 403);
      const wait = limiter.hit(clientKey(c));
      if (wait) return c.json({error: 'rateLimited', retryAfter: wait}, 429, {'Retry-After': String(wait)});
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') return c.json({error: 'contentType'}, 415);
      return next();
    },
    bodyLimit({maxSize: FORM_SUBMISSION_MAX_BYTES, onError: (c) => c.json({error: 'tooLarge', max: FORM_SUBMISSION_MAX_BYTES}, 413)}),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({error: 'malformed'}, 400);
      }
      const envelope = readEnvelope(body);
      if ('error' in envelope) return c.json({error: envelope.error}, 400);
      c.set('form' as never, envelope.form as never);
      const key = c.req.header('Idempotency-Key') ?? '';
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json({error: 'idempotencyKey'}, 400);
      if (envelope.trap) {
        logger('warn', 'spam.honeypot', {form: envelope.form});
        return c.json({status: 'accepted'}, 202);
      }
      if ((envelope.elapsedMs ?? 0) < config.minFillMs) return c.json({error: 'tooFast'}, 400);
      if (config.turnstile && !(await verifyChallenge(config.turnstile, envelope.challenge, clientKey(c)))) return c.json({error: 'challenge'}, 400);
      const problems = problemsOf(envelope);
      if (Object.keys(problems).length) return c.json({error: 'invalid', fields: problems}, 400);
      try {
        const result = await storeSubmission(db, envelope, key, channels);
        if (result.status === 'conflict') return c.json({error: 'idempotencyConflict'}, 409);
        if (result.status === 'created') onStored?.();
        return c.json({status: result.status, id: result.id}, result.status === 'created' ? 201 : 200);
      } catch (error) {
        logger('error', 'database.unavailable', {form: envelope.form, error: error instanceof Error ? error.name : 'unknown'});
        return c.json({error: 'unavailable'}, 503, {'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS)});
      }
    },
  );

  app.notFound((c) => c.json({error: 'notFound'}, 404));
  app.onError((error, c) => {
    logger('error', 'unhandled', {error: error.name});
    return c.json({error: 'internal'}, 500);
  });
  return app;
}
