/**
 * What the team and the people who wrote do with the stored data: the
 * submissions of a form and period (a list, a CSV file), the docs feedback
 * per page, everything held for an e-mail address (to export or erase), and
 * the purge of what is older than the privacy page says.
 */
import {sql} from 'kysely';
import {FORM_SUBMISSION_RETENTION_MONTHS} from '../../src/constants';
import {FORM_SCHEMAS, isFormId} from '../../src/data/forms/schemas';
import type {Db} from './db';

export interface Period {
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface StoredSubmission {
  id: string;
  form: string;
  team: string;
  page: string | null;
  locale: string | null;
  receivedAt: Date;
  values: Record<string, string>;
}

export async function listSubmissions(db: Db, {form, from, to}: Period & {form?: string}): Promise<StoredSubmission[]> {
  let query = db.selectFrom('submissions').select(['id', 'form', 'team', 'page', 'locale', 'received_at', 'values']).orderBy('received_at').orderBy('id');
  if (form) query = query.where('form', '=', form);
  if (from) query = query.where('received_at', '>=', from);
  if (to) query = query.where('received_at', '<', to);
  const rows = await query.execute();
  return rows.map((row) => ({id: row.id, form: row.form, team: row.team, page: row.page, locale: row.locale, receivedAt: row.received_at, values: row.values}));
}

/**
 * A CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a return) prefixed with ' so that
 * it is shown as the text it is.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The submissions of one form in a period as CSV: one column per field of the form, in its order. */
export async function exportCsv(db: Db, {form, ...period}: Period & {form: string}): Promise<string> {
  if (!isFormId(form)) throw new Error(`Unknown form "${form}". Forms: ${Object.keys(FORM_SCHEMAS).join(', ')}`);
  const fields = FORM_SCHEMAS[form].fields.map((field) => field.name);
  const rows = await listSubmissions(db, {form, ...period});
  const header = ['id', 'received_at', 'form', 'team', 'locale', 'page', ...fields];
  const lines = rows.map((row) => [row.id, row.receivedAt.toISOString(), row.form, row.team, row.locale ?? '', row.page ?? '', ...fields.map((field) => row.values[field] ?? '')].map(csvCell).join(','));
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

export interface PageFeedbackReport {
  page: string;
  yes: number;
  no: number;
  /** Share of "yes" among the answers, 0 to 1. */
  helpfulShare: number;
  comments: {helpful: string; comment: string; receivedAt: Date}[];
}

/** The docs feedback per page: answers, the helpful share and the comments, the least helpful pages first. */
export async function feedbackReport(db: Db, period: Period = {}): Promise<PageFeedbackReport[]> {
  const byPage = new Map<string, PageFeedbackReport>();
  for (const row of await listSubmissions(db, {form: 'docs-feedback', ...period})) {
    const page = row.page ?? '(unknown page)';
    const report = byPage.get(page) ?? {page, yes: 0, no: 0, helpfulShare: 0, comments: []};
    if (row.values.helpful === 'yes') report.yes += 1;
    else report.no += 1;
    if (row.values.comment) report.comments.push({helpful: row.values.helpful ?? '', comment: row.values.comment, receivedAt: row.receivedAt});
    byPage.set(page, report);
  }
  return [...byPage.values()].map((report) => ({...report, helpfulShare: report.yes / (report.yes + report.no)})).sort((a, b) => a.helpfulShare - b.helpfulShare || a.page.localeCompare(b.page));
}

/** Rows holding `email`: given as the address, or written anywhere in what was sent (a comment, a message). */
function heldFor(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const pattern = `%${address.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db.selectFrom('submissions').where((eb) => eb.or([eb('email', '=', address), eb(sql`lower(${sql.ref('values')}::text)`, 'like', pattern)]));
}

/** Everything held for an e-mail address, for the person who asks (CLI `privacy-export`). */
export async function exportFor(db: Db, email: string): Promise<StoredSubmission[]> {
  const rows = await heldFor(db, email).select(['id', 'form', 'team', 'page', 'locale', 'received_at', 'values']).orderBy('id').execute();
  return rows.map((row) => ({id: row.id, form: row.form, team: row.team, page: row.page, locale: row.locale, receivedAt: row.received_at, values: row.values}));
}

/** Erases everything held for an e-mail address, deliveries included; resolves with how many submissions. */
export async function eraseFor(db: Db, email: string): Promise<number> {
  const ids = (await heldFor(db, email).select('id').execute()).map((row) => row.id);
  if (!ids.length) return 0;
  await db.deleteFrom('submissions').where('id', 'in', ids).execute();
  return ids.length;
}

/** The moment before which submissions are purged at `now`: FORM_SUBMISSION_RETENTION_MONTHS months earlier. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FORM_SUBMISSION_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes the submissions (and their deliveries) older than the privacy page says; resolves with how many. */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('submissions').where('received_at', '<', retentionCutoff(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
