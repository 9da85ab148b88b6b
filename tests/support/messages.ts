/**
 * The site's interface messages as written in its code (English), read from
 * the sources the way `docusaurus write-translations` extracts them: every
 * `translate({id, message})` and `<Translate id>` with a literal id.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mdx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(['"`\\])/g, '$1');

/** id → English message of every message in src/. */
export function englishMessages(dirs: string[] = ['src']): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/translate\(\s*\{\s*id:\s*'([^']+)',\s*message:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`)/g)) found.set(match[1]!, unquote(match[2]!));
    for (const match of code.matchAll(/<Translate\s+id="([^"]+)"[^>]*>\s*(?:\{\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\}|([^<{]+?))\s*<\/Translate>/g)) {
      found.set(match[1]!, match[2] ? unquote(match[2]) : match[3]!.trim());
    }
  }
  return found;
}

/** The placeholders of a message, sorted: `{count}`, `{name}`. */
export function placeholders(message: string): string[] {
  // Each once: a message's plural forms (`one|other`) may each name it.
  return [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!))].sort();
}
