#!/usr/bin/env node
/**
 * Checks the HTML of every page of the production build with the Nu Html
 * Checker (the W3C validator, from the vnu-jar package; needs Java 11+):
 * one JVM run over every .html file, errors only, printed by file with
 * line:column, the message and the markup around it. Exits 1 on any error.
 *   node scripts/check-html.mjs [--dir build]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

/**
 * The checker validates each page's inline <style> (the critical CSS, src/plugins/criticalCss.ts) with a CSS
 * grammar older than the CSS the site uses: container queries (CSS Containment 3: `@container`,
 * `container-type`) and `line-clamp` (CSS Overflow 4, which the CSS minifier writes beside
 * `-webkit-line-clamp`). Its messages about those, and only those, are left out.
 */
const NEWER_CSS = 'CSS: (“(line-clamp|container-type|container-name)”: Property “(line-clamp|container-type|container-name)” doesn.t exist\\.|Unrecognized at-rule “@container”).*';

/** Groups the checker's JSON messages by file (relative to root), as printable lines. */
function report({messages}, root) {
  const byFile = new Map();
  for (const m of messages) {
    const file = m.url ? path.relative(root, fileURLToPath(m.url)) : '(checker)';
    const where = m.lastLine ? `${m.firstLine ?? m.lastLine}:${m.firstColumn ?? m.lastColumn}` : '-';
    const extract = m.extract ? `  ⟨${m.extract.replace(/\s+/g, ' ').trim()}⟩` : '';
    byFile.set(file, [...(byFile.get(file) ?? []), `  ${where}  ${m.message}${extract}`]);
  }
  return [...byFile].sort(([a], [b]) => a.localeCompare(b)).flatMap(([file, lines]) => [file, ...lines]);
}

function main() {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const root = path.resolve(values.dir);
  const files = (existsSync(root) ? readdirSync(root, {recursive: true}) : [])
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(root, f));
  if (files.length === 0) {
    console.error(`No .html files in ${root}: run \`npx docusaurus build\` first.`);
    process.exit(1);
  }
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const started = Date.now();
  const run = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', '--filterpattern', NEWER_CSS, ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error?.code === 'ENOENT') {
    console.error(
      `The Nu Html Checker needs Java 11 or newer, and no \`${java}\` was found. Install a Java runtime ` +
        '(Debian/Ubuntu: `apt-get install openjdk-17-jre-headless`; macOS: `brew install openjdk`), ' +
        'or set JAVA_HOME.',
    );
    process.exit(1);
  }
  let result;
  try {
    result = JSON.parse(run.stderr); // vnu writes its JSON report to stderr
  } catch {
    console.error(`The Nu Html Checker did not run (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const errors = result.messages.length;
  if (errors === 0) {
    console.log(`HTML validity: no errors in ${files.length} files (${seconds} s).`);
    return;
  }
  console.error(report(result, root).join('\n'));
  const failing = new Set(result.messages.map((m) => m.url)).size;
  console.error(`\nHTML validity: ${errors} error${errors === 1 ? '' : 's'} in ${failing} of ${files.length} files (${seconds} s).`);
  process.exit(1);
}

main();
