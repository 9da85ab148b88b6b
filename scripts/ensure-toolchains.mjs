#!/usr/bin/env node
/**
 * Makes sure the toolchains that run the API code samples exist
 * (tests/samples/run-samples.test.ts): curl and jq (the cURL samples read a
 * list's cursor with jq), PHP with its curl extension, Go, a C# compiler and
 * runtime (Mono) with System.Net.Http, a JDK, and a Python with requests. What is missing comes from Debian's packages. Prints the Python to
 * use in .tmp/sample-python.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import debianPackages from './debian-packages.cjs';

const {installDebianPackages} = debianPackages;

const works = (command, args) => spawnSync(command, args, {stdio: 'ignore'}).status === 0;

const pythons = ['python3', '/usr/bin/python3'];
/**
 * The first Python that has requests, as its own executable's path: \`python3\` may be a version manager's
 * shim (pyenv's is a shell script), which would start a shell and look up a version on each sample's run.
 */
const pythonWithRequests = () => {
  for (const python of pythons) {
    const found = spawnSync(python, ['-c', 'import requests, sys; print(sys.executable)'], {encoding: 'utf8'});
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return undefined;
};

const TOOLCHAINS = [
  {name: 'curl and jq', present: () => works('curl', ['--version']) && works('jq', ['--version']), packages: ['curl', 'jq']},
  {name: 'PHP with curl', present: () => works('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']), packages: ['php-cli', 'php-curl']},
  {name: 'Go', present: () => works('go', ['version']), packages: ['golang-go']},
  {
    name: 'C# (Mono) with System.Net.Http',
    present: () => works('mcs', ['--version']) && works('mono', ['--version']) && existsSync('/usr/lib/mono/4.5/System.Net.Http.dll'),
    packages: ['mono-mcs', 'mono-runtime', 'libmono-system-net-http4.0-cil'],
  },
  {name: 'Java 17 or later', present: () => works('java', ['-version']) && works('javac', ['-version']), packages: ['default-jdk-headless']},
  {name: 'Python with requests', present: () => pythonWithRequests() !== undefined, packages: ['python3', 'python3-requests']},
];

const missing = TOOLCHAINS.filter((toolchain) => !toolchain.present());
if (missing.length) {
  const packages = missing.flatMap((toolchain) => toolchain.packages);
  console.log(`Installing ${missing.map((toolchain) => toolchain.name).join(', ')}: ${packages.join(' ')}`);
  try {
    installDebianPackages(packages);
  } catch {
    console.error('apt-get failed.');
  }
}
const still = TOOLCHAINS.filter((toolchain) => !toolchain.present());
if (still.length) {
  console.error(`Missing after install: ${still.map((toolchain) => toolchain.name).join(', ')}`);
  process.exit(1);
}
mkdirSync('.tmp', {recursive: true});
writeFileSync('.tmp/sample-python', pythonWithRequests());
console.log(`Toolchains ready: ${TOOLCHAINS.map((toolchain) => toolchain.name).join(', ')}`);
