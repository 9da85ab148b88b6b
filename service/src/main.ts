/**
 * The forms service as a Node process (`npm run forms:serve`, and `npm start`
 * beside the site): the database (PostgreSQL with DATABASE_URL, else the
 * embedded PGlite in FORMS_DATA_DIR) brought to the newest migration, the
 * HTTP interface, the outbox worker and the retention purge (at start, then
 * every six hours). With the embedded database, the team's commands reach it
 * through this process (a loopback address and a one-time token in
 * <data folder>/service.json), since only one process may open it.
 */
import {randomBytes, timingSafeEqual} from 'node:crypto';
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
import {createApp} from './app';
import {configFromEnv} from './config';
import {migrate, openDatabase} from './db';
import {createDeliver} from './delivery';
import {jsonLogger as log} from './log';
import {startOutboxWorker} from './outbox';
import {purgeExpired} from './data';
import {runCommand} from './commands';

const PURGE_EVERY_MS = 6 * 3600_000;

async function main() {
  const config = configFromEnv();
  const {db, kind, close} = await openDatabase({databaseUrl: config.databaseUrl, dataDir: config.dataDir});
  await migrate(db);
  const worker = startOutboxWorker(db, createDeliver(config), log);
  const app = createApp({db, config, logger: log, onStored: worker.nudge});
  const purge = async () => {
    try {
      log('info', 'retention.purged', {count: await purgeExpired(db)});
    } catch {
      log('warn', 'retention.unavailable');
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  const server = serve({fetch: app.fetch, port: config.port, hostname: config.host}, (info) => {
    log('info', 'service.listening', {port: info.port, database: kind, delivery: [config.smtpUrl && 'email', config.webhook && 'webhook'].filter(Boolean).join('+') || 'none'});
  });

  let admin: ReturnType<typeof serve> | undefined;
  const adminFile = path.join(config.dataDir, 'service.json');
  if (kind === 'pglite') {
    const token = randomBytes(32).toString('hex');
    const adminApp = new Hono();
    adminApp.post('/run', async (c) => {
      const given = Buffer.from(c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, Buffer.from(token))) return c.text('Forbidden', 403);
      try {
        return c.text(await runCommand(db, (await c.req.json()) as string[]));
      } catch (error) {
        return c.text(error instanceof Error ? error.message : String(error), 400);
      }
    });
    admin = serve({fetch: adminApp.fetch, port: 0, hostname: '127.0.0.1'}, (info) => {
      writeFileSync(adminFile, JSON.stringify({pid: process.pid, url: `http://127.0.0.1:${info.port}`, token}), {mode: 0o600});
    });
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(purgeTimer);
    app.stop();
    rmSync(adminFile, {force: true});
    await new Promise((resolve) => server.close(resolve));
    admin?.close();
    await worker.stop();
    await close();
    log('info', 'service.stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  log('error', 'service.failed', {error: error instanceof Error ? error.message : String(error)});
  process.exit(1);
});
