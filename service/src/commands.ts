/**
 * The team's commands (`npm run forms -- <command>`), as functions of the
 * database that return what to print: the CLI runs them on the database, or,
 * while a service holds the embedded one, through that service (./main.ts).
 */
import {parseArgs} from 'node:util';
import {FORM_IDS} from '../../src/data/forms/schemas';
import type {Db} from './db';
import {eraseFor, exportCsv, exportFor, feedbackReport, listSubmissions, purgeExpired, type Period} from './data';
import {pendingDeliveries} from './outbox';

export const USAGE = `Usage: npm run forms -- <command> [options]

  list [--form F] [--from DATE] [--to DATE]      the submissions, one a line (no personal data)
  export --form F [--from DATE] [--to DATE]      a form's submissions as CSV (every field)
  feedback [--from DATE] [--to DATE] [--json]    docs feedback: answers, helpful share and comments per page
  privacy-export EMAIL                           everything held for an e-mail address, as JSON
  erase EMAIL                                    deletes everything held for an e-mail address
  purge                                          deletes what is older than the privacy page says
  outbox                                         deliveries not yet made

DATE is YYYY-MM-DD (from: that day included; to: that day excluded).
Forms: ${FORM_IDS.join(', ')}`;

function date(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new Error(`--${name} takes a date as YYYY-MM-DD, not "${value}".`);
  return new Date(`${value}T00:00:00Z`);
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export async function runCommand(db: Db, argv: string[]): Promise<string> {
  const {positionals, values} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {form: {type: 'string'}, from: {type: 'string'}, to: {type: 'string'}, json: {type: 'boolean'}},
  });
  const [command, argument] = positionals;
  const period: Period = {from: date(values.from, 'from'), to: date(values.to, 'to')};
  switch (command) {
    case 'list': {
      const rows = await listSubmissions(db, {...period, form: values.form});
      return [`${rows.length} submission(s)`, ...rows.map((row) => `${row.id}\t${row.receivedAt.toISOString()}\t${row.form}\t${row.team}\t${row.locale ?? '-'}\t${row.page ?? '-'}`)].join('\n');
    }
    case 'export':
      if (!values.form) throw new Error(`export needs --form (one of ${FORM_IDS.join(', ')}).`);
      return (await exportCsv(db, {...period, form: values.form})).trimEnd();
    case 'feedback': {
      const report = await feedbackReport(db, period);
      if (values.json) return JSON.stringify(report, null, 2);
      if (!report.length) return 'No docs feedback in this period.';
      return report
        .map((page) => [`${page.page}: ${percent(page.helpfulShare)} helpful (${page.yes} yes, ${page.no} no)`, ...page.comments.map((c) => `  [${c.helpful}] ${JSON.stringify(c.comment)}`)].join('\n'))
        .join('\n');
    }
    case 'privacy-export':
      if (!argument) throw new Error('privacy-export needs an e-mail address.');
      return JSON.stringify(await exportFor(db, argument), null, 2);
    case 'erase':
      if (!argument) throw new Error('erase needs an e-mail address.');
      return `Erased ${await eraseFor(db, argument)} submission(s) and their deliveries.`;
    case 'purge':
      return `Purged ${await purgeExpired(db)} submission(s) past the retention period.`;
    case 'outbox': {
      const {pending, oldest} = await pendingDeliveries(db);
      return `${pending} delivery(ies) pending${oldest ? `, the oldest from ${oldest.toISOString()}` : ''}.`;
    }
    default:
      throw new Error(USAGE);
  }
}
