import {FORM_MIN_FILL_MS} from '@site/src/constants';
import type {FieldProblem} from '@site/src/data/forms/rules';
import type {FieldSpec, FormValues} from './types';

export type SubmitResult =
  | {status: 'sent'}
  | {status: 'unconfigured'}
  /** The forms service found problems with fields (its rules are the browser's: src/data/forms/rules.ts), each shown next to its field. */
  | {status: 'invalid'; problems: Partial<Record<string, FieldProblem>>}
  /** The service could not store it (its database is down): the answers stay, and the same post can be sent again. */
  | {status: 'unavailable'}
  /** Too many forms from this address: try again in `retryAfter` seconds. */
  | {status: 'rateLimited'; retryAfter?: number}
  | {status: 'failed'; httpStatus?: number};

/** One sending of a form: the key that makes a retry of it harmless, when it started (for the service's minimum time), and the honeypot. */
export interface Attempt {
  /** The Idempotency-Key: the same for every retry of the same answers, so the service stores them once. */
  key: string;
  /** When the form appeared (ms since the epoch). */
  startedAt: number;
  /** What the hidden honeypot field holds (a person never fills it). */
  trap?: string;
}

/** A new Idempotency-Key (a random UUID where the browser has one). */
export const newSubmissionKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a form as JSON to the endpoint the site was built with
 * (`FORMS_ENDPOINT`, see docusaurus.config.ts): the forms service
 * (service/). Without one, nothing is sent and the caller offers an e-mail
 * instead; no form ever claims to have sent what it has not. A form sent
 * faster than FORM_MIN_FILL_MS after it appeared (a draft restored and sent at
 * once) waits out the rest first: the service takes faster for a script.
 */
export async function submitForm(endpoint: string | undefined, form: string, values: FormValues, attempt: Attempt, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): Promise<SubmitResult> {
  if (!endpoint) return {status: 'unconfigured'};
  const early = FORM_MIN_FILL_MS - (now() - attempt.startedAt);
  if (early > 0) await wait(early);
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': attempt.key},
      body: JSON.stringify({
        form,
        values,
        page: typeof location === 'undefined' ? undefined : location.pathname,
        locale: typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined,
        elapsedMs: now() - attempt.startedAt,
        trap: attempt.trap || undefined,
      }),
    });
  } catch {
    return {status: 'failed'};
  }
  if (response.ok) return {status: 'sent'};
  if (response.status === 503) return {status: 'unavailable'};
  if (response.status === 429) {
    const retryAfter = Number(response.headers?.get('Retry-After'));
    return {status: 'rateLimited', ...(retryAfter > 0 ? {retryAfter} : {})};
  }
  if (response.status === 400) {
    const answer = (await response.json().catch(() => undefined)) as {error?: string; fields?: Partial<Record<string, FieldProblem>>} | undefined;
    if (answer?.error === 'invalid' && answer.fields) return {status: 'invalid', problems: answer.fields};
  }
  return {status: 'failed', httpStatus: response.status};
}

/** The form's content as plain text, one "Label: value" line per filled field (passwords never included). */
export function formAsText(fields: FieldSpec[], values: FormValues): string {
  return fields
    .filter((field) => field.type !== 'password' && values[field.name]?.trim())
    .map((field) => {
      const value = values[field.name]!.trim();
      const shown = field.type === 'select' ? (field.options?.find((o) => o.value === value)?.label ?? value) : field.type === 'checkbox' ? 'yes' : value;
      return `${field.label}: ${shown}`;
    })
    .join('\n');
}

/** The form's questions as plain text, one "Label: " line per field (passwords never asked), for an e-mail written instead of the form. */
export function formTemplate(fields: FieldSpec[]): string {
  return fields
    .filter((field) => field.type !== 'password')
    .map((field) => `${field.label}: `)
    .join('\n');
}

/** A mailto: link to `to` with the subject and the form's questions, to answer in the e-mail (offered where the form cannot be sent: without JavaScript). */
export function mailtoTemplateHref(to: string, subject: string, fields: FieldSpec[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(formTemplate(fields))}`;
}

/** A mailto: link to `to` with the subject and the form's content filled in. */
export function mailtoHref(to: string, subject: string, fields: FieldSpec[], values: FormValues): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(formAsText(fields, values))}`;
}
