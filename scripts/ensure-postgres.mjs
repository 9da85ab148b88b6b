#!/usr/bin/env node
/**
 * Makes sure PostgreSQL's server is installed for the forms service's tests
 * (tests/service, which start their own cluster: tests/support/postgres.ts),
 * from Debian's `postgresql` package when missing.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import debianPackages from './debian-packages.cjs';

const installed = () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));

if (!installed()) {
  console.log('Installing PostgreSQL (postgresql) for the forms service tests');
  try {
    debianPackages.installDebianPackages(['postgresql']);
    // The package starts a default cluster of its own; the tests start theirs: stop it (best effort).
    spawnSync('sh', ['-c', 'for c in /etc/postgresql/*/main; do v=$(basename $(dirname $c)); pg_ctlcluster $v main stop; done'], {stdio: 'ignore'});
  } catch {
    console.error('apt-get failed.');
  }
}
if (!installed()) {
  console.error('PostgreSQL is missing after install.');
  process.exit(1);
}
console.log('PostgreSQL ready');
