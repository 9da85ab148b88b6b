/**
 * The forms service's settings, from the environment (README: "Run the forms
 * service in production"). Every variable is optional: without any, the
 * service runs as `npm start` runs it, on its embedded database.
 */
import path from 'node:path';
import {FORM_MIN_FILL_MS} from '../../src/constants';

export interface ServiceConfig {
  port: number;
  host: string;
  /** PostgreSQL (DATABASE_URL); without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files (FORMS_DATA_DIR). */
  dataDir: string;
  /** The site's origins (SITE_ORIGIN, comma-separated): the only ones whose pages may post. */
  allowedOrigins: string[];
  /** Submissions per address and window before 429 (FORMS_RATE_LIMIT, "count/seconds"). */
  rateLimit: {count: number; windowMs: number};
  /** Fewer milliseconds than this between the form's start and its sending: not a person (FORMS_MIN_FILL_MS). */
  minFillMs: number;
  /** The request header that carries the visitor's address behind a proxy (CLIENT_IP_HEADER, e.g. cf-connecting-ip); the socket's address without it. */
  clientIpHeader?: string;
  /** Cloudflare Turnstile: with its secret, every submission must carry a token the challenge accepts. */
  turnstile?: {secret: string; verifyUrl: string};
  /** Delivery: e-mail through SMTP (SMTP_URL) from MAIL_FROM to each team's address, and/or a signed webhook. */
  smtpUrl?: string;
  mailFrom: string;
  /** Team addresses that differ from the brand's (TEAM_EMAIL_SALES=…, TEAM_EMAIL_SUPPORT=…). */
  teamEmails: Partial<Record<string, string>>;
  webhook?: {url: string; secret: string};
}

const number = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const [count, seconds] = (env.FORMS_RATE_LIMIT ?? '').split('/');
  const teamEmails = Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith('TEAM_EMAIL_') && value)
      .map(([key, value]) => [key.slice('TEAM_EMAIL_'.length).toLowerCase(), value!]),
  );
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) throw new Error('WEBHOOK_URL needs WEBHOOK_SECRET: the webhook is signed with it.');
  return {
    port: number(env.PORT, 8787),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.FORMS_DATA_DIR ?? '.data/forms'),
    allowedOrigins: (env.SITE_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimit: {count: number(count, 10), windowMs: number(seconds, 600) * 1000},
    minFillMs: number(env.FORMS_MIN_FILL_MS, FORM_MIN_FILL_MS),
    clientIpHeader: env.CLIENT_IP_HEADER?.toLowerCase() || undefined,
    turnstile: env.TURNSTILE_SECRET_KEY ? {secret: env.TURNSTILE_SECRET_KEY, verifyUrl: env.TURNSTILE_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify'} : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'forms@localhost',
    teamEmails,
    webhook: env.WEBHOOK_URL ? {url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET!} : undefined,
  };
}
