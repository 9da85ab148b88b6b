/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const styleSheets = ['src', 'static/css'].flatMap((dir) =>
  readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
);

/** Physical directions where a logical property does the same (so that a right-to-left language only needs `dir`). */
const PHYSICAL = /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)(?:-\w+)?|(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius)/;

describe('style sheets', () => {
  it('use logical properties (inline start and end), not left and right', () => {
    const found = styleSheets.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => [line.replace(/\/\*.*?\*\//g, ''), i + 1] as const)
        // Centring with `left: 50%` and translateX(-50%) is a physical position on purpose.
        .filter(([line]) => PHYSICAL.test(line) && !/left:\s*50%/.test(line))
        .map(([line, n]) => `${file}:${n}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
