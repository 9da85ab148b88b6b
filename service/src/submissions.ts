/**
 * What the service accepts and stores: a submission's envelope read and
 * checked against the form's field rules (src/data/forms), then stored once
 * per Idempotency-Key with one outbox row per delivery channel, in one
 * transaction.
 */
import {createHash} from 'node:crypto';
import {sql} from 'kysely';
import {FORM_SCHEMAS, isFormId, teamOf, type FormId} from '../../src/data/forms/schemas';
import {formProblems, type FieldProblem} from '../../src/data/forms/rules';
import type {Db} from './db';
import {dialCodeOf} from './countries';

/** What the page sends: the form's name and values, where it was sent from, and what tells a person from a script. */
export interface Envelope {
  form: FormId;
  values: Record<string, string>;
  page?: string;
  locale?: string;
  /** Milliseconds between the form's appearance (or first change) and its sending. */
  elapsedMs?: number;
  /** The honeypot: a field people never see, so never fill. */
  trap?: string;
  /** Cloudflare Turnstile's token, when the challenge is on. */
  challenge?: string;
}

export type EnvelopeError = 'malformed' | 'unknownForm';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

/** The envelope of a parsed body, or what is wrong with it. Values keep only the form's own fields, as strings. */
export function readEnvelope(body: unknown): Envelope | {error: EnvelopeError} {
  if (!isRecord(body) || !isRecord(body.values)) return {error: 'malformed'};
  if (!isFormId(body.form)) return {error: 'unknownForm'};
  const values: Record<string, string> = {};
  for (const field of FORM_SCHEMAS[body.form].fields) {
    const value = body.values[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return {error: 'malformed'};
    values[field.name] = value;
  }
  const page = optionalString(body.page, 300);
  return {
    form: body.form,
    values,
    page: page?.startsWith('/') ? page : undefined,
    locale: /^[a-z]{2}(-[A-Z]{2})?$/.test(String(body.locale)) ? String(body.locale) : undefined,
    elapsedMs: typeof body.elapsedMs === 'number' && Number.isFinite(body.elapsedMs) ? body.elapsedMs : undefined,
    trap: optionalString(body.trap, 1000),
    challenge: optionalString(body.challenge, 4096),
  };
}

/** Each field's problem under the form's rules (the browser's own), keyed by field. */
export function problemsOf(envelope: Envelope): Partial<Record<string, FieldProblem>> {
  return formProblems(FORM_SCHEMAS[envelope.form].fields, envelope.values, dialCodeOf);
}

/** An Idempotency-Key: 8 to 128 letters, digits, hyphens or underscores (a UUID from the page). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export type StoreResult = {status: 'created'; id: string} | {status: 'duplicate'; id: string} | {status: 'conflict'};

/** The values as stored: text trimmed (as checked), empty fields left out (no form sent here has a password). */
function storedValues(envelope: Envelope): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FORM_SCHEMAS[envelope.form].fields) {
    const value = envelope.values[field.name]?.trim();
    if (value) out[field.name] = value;
  }
  return out;
}

/**
 * Stores a valid submission once per key: a second post with the same key and
 * content answers the first one's id; with other content, a conflict.
 */
export async function storeSubmission(db: Db, envelope: Envelope, key: string, channels: readonly ('email' | 'webhook')[]): Promise<StoreResult> {
  const values = storedValues(envelope);
  const payloadHash = createHash('sha256').update(JSON.stringify([envelope.form, values])).digest('hex');
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('submissions')
      .values({
        form: envelope.form,
        team: teamOf(envelope.form, values),
        idempotency_key: key,
        payload_hash: payloadHash,
        email: values.email?.toLowerCase() ?? null,
        page: envelope.page ?? null,
        locale: envelope.locale ?? null,
        values: sql<string>`${JSON.stringify(values)}::jsonb` as unknown as string,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx.selectFrom('submissions').select(['id', 'payload_hash']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
      return existing.payload_hash === payloadHash ? {status: 'duplicate', id: existing.id} : {status: 'conflict'};
    }
    if (channels.length) await trx.insertInto('outbox').values(channels.map((channel) => ({submission_id: inserted.id, channel}))).execute();
    return {status: 'created', id: inserted.id};
  });
}
