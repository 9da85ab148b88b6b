/**
 * One way to write where things are in the dashboard, in both languages: as
 * the dashboard shows its menus (src/data/dashboard.ts). Every "A → B" path
 * of the docs, the posts and the interface's messages is one of them, so a
 * French page never says « Développeurs → Clés API » where another says
 * "Developers → API keys".
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DASHBOARD_PATHS} from '@site/src/data/dashboard';

const root = path.join(__dirname, '../..');
const markdownUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/** A menu path: words, an arrow, words (not code: backticked spans and fences are left out). */
export function dashboardPathsIn(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  return [...prose.matchAll(/\p{Lu}[\p{L}’' -]*? → [\p{L}’' -]*\p{L}/gu)].map((match) => match[0]);
}

describe('dashboard paths', () => {
  const known = new Set<string>(Object.values(DASHBOARD_PATHS));

  it('finds a path in prose, not in code', () => {
    expect(dashboardPathsIn('Open **Developers → API keys** now; see `a → b`.')).toEqual(['Developers → API keys']);
    expect(dashboardPathsIn('sous **Développeurs → Clés API**.')).toEqual(['Développeurs → Clés API']);
  });

  it('are written as the dashboard shows them, in every doc, post and message of both languages', () => {
    const files = [...['docs', 'blog', 'changelog', 'i18n'].flatMap(markdownUnder), 'i18n/fr/code.json'];
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => dashboardPathsIn(readFileSync(path.join(root, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((entry) => !known.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });
});
