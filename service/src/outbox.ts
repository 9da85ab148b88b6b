/**
 * The outbox worker: each stored submission has a row per channel, written in
 * the same transaction; the worker claims the rows that are due (a lease, so
 * a worker that dies mid-delivery leaves them to the next), delivers them, and
 * marks them delivered, or tries again later: 30 s, then twice as long after
 * each failure, up to six hours between tries, for as long as it takes.
 * Nothing is given up, so nothing is lost while a receiver is down.
 */
import {sql} from 'kysely';
import type {Db} from './db';
import type {Deliver} from './delivery';
import type {Logger} from './log';

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 6 * 3600_000;
/** How long a claimed row is left to its worker before another may take it. */
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number): number => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** Delivers every row due at `now`; resolves with how many were delivered and how many failed. */
export async function deliverDue(db: Db, deliver: Deliver, logger: Logger, now = new Date()): Promise<{delivered: number; failed: number}> {
  const claimed = await db
    .updateTable('outbox')
    .set((eb) => ({attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + LEASE_MS)}))
    .where('id', 'in', (eb) =>
      eb.selectFrom('outbox').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('id').limit(BATCH).forUpdate().skipLocked(),
    )
    .returning(['id', 'submission_id', 'channel', 'attempts'])
    .execute();
  let delivered = 0;
  let failed = 0;
  for (const row of claimed) {
    const submission = await db.selectFrom('submissions').selectAll().where('id', '=', row.submission_id).executeTakeFirst();
    if (!submission) continue;
    try {
      await deliver({
        outboxId: row.id,
        channel: row.channel,
        submission: {id: submission.id, form: submission.form, team: submission.team, page: submission.page, locale: submission.locale, receivedAt: submission.received_at, values: submission.values},
      });
      await db.updateTable('outbox').set({status: 'delivered', delivered_at: new Date(), last_error: null}).where('id', '=', row.id).execute();
      delivered += 1;
      logger('info', 'delivery.sent', {outbox: row.id, channel: row.channel, form: submission.form, attempts: row.attempts});
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 300) : 'failed';
      await db.updateTable('outbox').set({next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)), last_error: message}).where('id', '=', row.id).execute();
      failed += 1;
      logger('warn', 'delivery.failed', {outbox: row.id, channel: row.channel, form: submission.form, attempts: row.attempts, retryInMs: retryDelayMs(row.attempts)});
    }
  }
  return {delivered, failed};
}

/** Runs deliverDue every `intervalMs` and whenever nudged; `stop` waits for the run in progress. */
export function startOutboxWorker(db: Db, deliver: Deliver, logger: Logger, intervalMs = 5000): {nudge: () => void; stop: () => Promise<void>} {
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    again = true;
    running = running.then(async () => {
      if (!again || stopped) return;
      again = false;
      try {
        await deliverDue(db, deliver, logger);
      } catch {
        logger('warn', 'outbox.unavailable');
      }
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    nudge: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Rows not yet delivered, for the health of the pipeline (CLI `outbox`). */
export async function pendingDeliveries(db: Db): Promise<{pending: number; oldest: Date | null}> {
  const row = await db.selectFrom('outbox').select([sql<string>`count(*)`.as('pending'), sql<Date | null>`min(created_at)`.as('oldest')]).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return {pending: Number(row.pending), oldest: row.oldest};
}
