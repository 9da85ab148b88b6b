/**
 * @jest-environment node
 */
/**
 * What the code's comments and the project's documents say about the
 * repository stays true: every path of it they name (`src/data/routes.ts`,
 * `tests/unit/`) exists. A file moved or deleted fails here with the places
 * that still name it. Read: the comments of the code (TypeScript, JavaScript,
 * CSS, YAML, shell), and the Markdown documents (README.md, ARCHITECTURE.md,
 * and the others outside the site's content, but BENCHMARKS.md, a dated record
 * that names files as they were on the day it gives) outside their code
 * examples. Not a path: a placeholder (`src/theme/<Name>`, `changelog/{id}`,
 * `…`, `*`), and what the project writes and does not commit (the folders
 * .gitignore names, such as bench/results/), unless it is a script: a script
 * that is not in the repository cannot be run by a reader (`.tmp/<script>.mjs`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '../..');

/** Folders that are not the project's sources: dependencies, builds, reports. */
const SKIPPED = new Set(['node_modules', '.git', '.docusaurus', 'build', 'test-results', 'playwright-report', '.tmp', '.data']);
/** The site's content (docs, posts, pages and their translations): it names addresses of the site, not files of the repository. */
const CONTENT = /^(docs|blog|changelog|i18n\/[a-z]{2}\/docusaurus-plugin-content-[\w-]+|src\/pages|bench\/stock-site)\//;
/** The repository's top-level folders: a path named in a comment starts with one of them. */
const TOP = ['src', 'tests', 'scripts', 'service', 'docs', 'blog', 'changelog', 'static', 'i18n', 'bench', '.ci', '.github', '.tmp'];
const PATH = new RegExp(`(?<![\\w./@$-])((?:${TOP.map((dir) => dir.replace('.', '\\.')).join('|')})/[\\w./@+\\-\\[\\]]*[\\w\\]/])`, 'g');
const SCRIPT = /\.(?:[cm]?[jt]s|sh|py)$/;

/** The folders .gitignore names (`bench/results/`, `.tmp/`): what is written there is not committed. */
const ignoredDirs = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/') && !line.startsWith('#'));

function filesOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (SKIPPED.has(entry.name)) return [];
    return entry.isDirectory() ? filesOf(relative) : [relative.replace(/^\.\//, '')];
  });
}

/** The comments of a file, each with the line it starts on. */
function commentsOf(file: string, text: string): {line: number; text: string}[] {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  if (/\.([cm]?[jt]sx?)$/.test(file)) {
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, /x$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
    const found: {line: number; text: string}[] = [];
    // Template literals and regular expressions hold no comments: the scanner reads them whole when told
    // where they are (a `}` that closes a template's `${`, a `/` where an expression starts).
    const braces: ('template' | 'block')[] = [];
    const endsExpression = new Set([ts.SyntaxKind.Identifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.StringLiteral, ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken, ts.SyntaxKind.ThisKeyword, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.NoSubstitutionTemplateLiteral]);
    let previous = ts.SyntaxKind.Unknown;
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
        found.push({line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText()});
        continue;
      }
      if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !endsExpression.has(previous)) token = scanner.reScanSlashToken();
      if (token === ts.SyntaxKind.TemplateHead) braces.push('template');
      else if (token === ts.SyntaxKind.OpenBraceToken) braces.push('block');
      else if (token === ts.SyntaxKind.CloseBraceToken) {
        if (braces.at(-1) === 'template') {
          token = scanner.reScanTemplateToken(false);
          if (token === ts.SyntaxKind.TemplateTail) braces.pop();
        } else braces.pop();
      }
      if (token !== ts.SyntaxKind.WhitespaceTrivia && token !== ts.SyntaxKind.NewLineTrivia) previous = token;
    }
    return found;
  }
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({line: lineOf(match.index), text: match[0]}));
  if (/\.(ya?ml|sh)$|(^|\/)\.ci\/run$/.test(file)) return [...text.matchAll(/(^|\s)#.*$/gm)].map((match) => ({line: lineOf(match.index), text: match[0]}));
  if (file.endsWith('.md')) {
    // The text, code examples left out (a command's output, a file to copy).
    const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
    return prose.split('\n').map((line, index) => ({line: index + 1, text: line}));
  }
  return [];
}

/** Whether a path the text names is in the repository (a file, with or without its extension, or a folder). */
function exists(named: string): boolean {
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.md', '.mdx', '/index.ts', '/index.tsx'];
  return candidates.some((ext) => existsSync(path.join(root, `${named.replace(/\/$/, '')}${ext}`)));
}

export function pathsNotInRepository(files: {file: string; text: string}[]): string[] {
  return files.flatMap(({file, text}) =>
    commentsOf(file, text).flatMap((comment) =>
      [...comment.text.matchAll(PATH)].flatMap((match) => {
        const named = match[1]!.replace(/\.$/, '');
        const after = comment.text.slice(match.index + match[0].length, match.index + match[0].length + 1);
        if (/[<{*…]/.test(after)) return [];
        if (ignoredDirs.some((dir) => named.startsWith(dir)) && !SCRIPT.test(named)) return [];
        const line = comment.line + comment.text.slice(0, match.index).split('\n').length - 1;
        return exists(named) ? [] : [`${file}:${line}: ${named}`];
      }),
    ),
  );
}

describe('paths named in comments and documents', () => {
  const files = filesOf('.')
    .filter((file) => !CONTENT.test(file) && file !== 'BENCHMARKS.md' && /\.([cm]?[jt]sx?|css|ya?ml|sh|md)$|^\.ci\/run$/.test(file))
    .map((file) => ({file, text: readFileSync(path.join(root, file), 'utf8')}));

  it('reads the code and the documents', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'src/data/routes.ts', 'scripts/static-server.mjs', 'src/css/custom.css', '.ci/run']));
  });

  it('are all in the repository', () => {
    expect(pathsNotInRepository(files)).toEqual([]);
  });

  it('fails on a moved file, a missing script, in a comment or a document; not on placeholders, outputs or code', () => {
    expect(
      pathsNotInRepository([
        {file: 'a.ts', text: "// See src/data/nowhere.ts.\nconst p = `src/${'x'}/also-nowhere.ts` + /src\\/re/.source + 'src/data/also-nowhere.ts';\n/* src/theme/<Name>, src/data/routes.ts, tests/unit/gone.test.ts */"},
        {file: 'b.css', text: '/* Like src/ui/Gone/styles.module.css. */\n.x { background: url(src/not-a-comment.png); }'},
        {file: 'c.md', text: 'Run `.tmp/measure.mjs`, read `bench/results/latest.json`, edit `src/brand.ts`.\n```\nsrc/in-an-example.ts\n```\n`changelog/{id}`'},
        {file: 'd.yaml', text: 'key: src/value.ts # tests/unit/gone.test.ts'},
      ]),
    ).toEqual(['a.ts:1: src/data/nowhere.ts', 'a.ts:3: tests/unit/gone.test.ts', 'b.css:1: src/ui/Gone/styles.module.css', 'c.md:1: .tmp/measure.mjs', 'd.yaml:1: tests/unit/gone.test.ts']);
  });
});
