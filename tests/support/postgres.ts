import {execFileSync, spawnSync} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onFreePort} from './freePort';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with the .mjs scripts
const {installDebianPackages} = require('../../scripts/debian-packages.cjs') as {installDebianPackages: (packages: string[], options?: {stdio?: 'pipe' | 'inherit'}) => void};

/**
 * A real PostgreSQL for the forms service's tests, from Debian's `postgresql`
 * package (installed when missing, as scripts/ensure-postgres.mjs does for
 * `npm test`): a new cluster in a temporary folder, on a free port of
 * 127.0.0.1, without durability (fsync off: a test cluster). PostgreSQL
 * refuses to run as root: as root, the cluster belongs to Debian's
 * `postgres` user and its commands run as that user.
 */
export interface TestPostgres {
  url: string;
  stop: () => void;
}

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!postgresBin()) installDebianPackages(['postgresql'], {stdio: 'pipe'});
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed and `apt-get install postgresql` did not install it.');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-pg-'));
  const data = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [file, all] = root ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, all as string[], {stdio: 'pipe', cwd: dir});
  };
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], {encoding: 'utf8'}).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], {encoding: 'utf8'}).trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'forms', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await onFreePort(
    async (candidate) => {
      try {
        run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '120', '-o', `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']);
        return candidate;
      } catch (error) {
        const log = spawnSync('cat', [path.join(dir, 'log')], {encoding: 'utf8'}).stdout;
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      }
    },
    (error) => String(error).includes('already in use'),
  );
  return {
    url: `postgres://forms@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    },
  };
}
