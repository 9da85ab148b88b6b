/**
 * `npm run forms -- <command>`: the team's commands (./commands.ts). With
 * DATABASE_URL, on PostgreSQL; else on the embedded database, through the
 * running service when one holds it (its service.json), or opened here.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {configFromEnv} from './config';
import {migrate, openDatabase} from './db';
import {runCommand, USAGE} from './commands';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function main(argv: string[]): Promise<string> {
  if (!argv.length || argv[0] === 'help' || argv[0] === '--help') return USAGE;
  const config = configFromEnv();
  const adminFile = path.join(config.dataDir, 'service.json');
  if (!config.databaseUrl && existsSync(adminFile)) {
    const {pid, url, token} = JSON.parse(readFileSync(adminFile, 'utf8')) as {pid: number; url: string; token: string};
    if (alive(pid)) {
      const response = await fetch(`${url}/run`, {method: 'POST', headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'}, body: JSON.stringify(argv)});
      const text = await response.text();
      if (!response.ok) throw new Error(text);
      return text;
    }
  }
  const {db, close} = await openDatabase({databaseUrl: config.databaseUrl, dataDir: config.dataDir});
  try {
    await migrate(db);
    return await runCommand(db, argv);
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).then(
  (output) => {
    process.stdout.write(`${output}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
