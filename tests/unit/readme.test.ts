/**
 * @jest-environment node
 */
/**
 * The README is for a newcomer: at most 250 lines, none longer than a short
 * paragraph, no dated figures (measurements go to BENCHMARKS.md, reasons to
 * ARCHITECTURE.md), and every link between the three documents leads to a
 * heading that exists. The paths they name are checked by pathsNamed.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'BENCHMARKS.md'];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The text without its code examples (fenced blocks) and code spans: what a reader reads as prose. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

describe('README.md', () => {
  const readme = read('README.md');
  const lines = readme.split('\n');

  it('is at most 250 lines, none longer than a short paragraph', () => {
    expect(lines.length).toBeLessThanOrEqual(250);
    expect(lines.map((line, index) => [index + 1, line.length] as const).filter(([, length]) => length > 320)).toEqual([]);
  });

  it('holds no dated figures: no date, duration, size or score outside its examples', () => {
    const dated = prose(readme)
      .split('\n')
      .map((line, index) => [index + 1, line] as const)
      .filter(([, line]) => /\b\d{4}-\d{2}-\d{2}\b|\b\d[\d,.]*\s?(ms|s|min|minutes|seconds|KB|MB|kB)\b|\bscore[sd]?\b \d/.test(line));
    expect(dated).toEqual([]);
  });

  it('asks for the two commands', () => {
    expect(readme).toContain('| Run every test | `npm test` |');
    expect(readme).toMatch(/\| `npm start` \|/);
  });
});

describe('links between README.md, ARCHITECTURE.md and BENCHMARKS.md', () => {
  it('each lead to a file and a heading that exist', () => {
    const broken = DOCUMENTS.flatMap((file) =>
      [...read(file).replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, href]) => {
        if (/^[a-z]+:/.test(href!)) return [];
        const [target, anchor] = href!.split('#');
        const linked = target || file;
        if (!existsSync(path.join(root, linked))) return [`${file}: ${href} (no such file)`];
        return anchor && linked.endsWith('.md') && !anchorsOf(read(linked)).has(anchor) ? [`${file}: ${href} (no such heading)`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('read headings as GitHub anchors them', () => {
    expect([...anchorsOf('# Minutes of `npm test`\n## The forms service (service/)\n### 2026-11-28 (evening): the figures\n## Forms\n## Forms')]).toEqual([
      'minutes-of-npm-test',
      'the-forms-service-service',
      '2026-11-28-evening-the-figures',
      'forms',
      'forms-1',
    ]);
  });
});
