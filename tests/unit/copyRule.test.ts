/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where copy lives (README, "Where words live"): a page's content in its
 * feature's typed data module (src/data/ or the feature's data), a component's own interface words
 * in a copy.ts beside the component, and no translate() call or <Translate>
 * element in JSX. This fails on a .tsx file that calls translate(), renders
 * <Translate> or imports @docusaurus/Translate's values (under another name too).
 */
const root = path.join(__dirname, '../..');
const TRANSLATE_MODULE = '@docusaurus/Translate';

/** Every place in a JSX module that puts words in the markup rather than taking them from a copy or data module, as "file:line: what". */
function inlineCopy(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === TRANSLATE_MODULE && !node.importClause?.isTypeOnly) {
      report(node, `imports ${TRANSLATE_MODULE}`);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
      report(node, 'calls translate()');
    } else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(file) === 'Translate') {
      report(node, 'renders <Translate>');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const jsxModules = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && /\.[jt]sx$/.test(entry.name))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const inlineCopyOf = (file: string) => inlineCopy(readFileSync(path.join(root, file), 'utf8'), file);

describe('where copy lives', () => {
  it('finds the JSX modules', () => {
    expect(jsxModules.length).toBeGreaterThan(100);
  });

  it('no JSX module calls translate() or renders <Translate>: the words come from a copy.ts beside it or a data module', () => {
    expect(jsxModules.flatMap(inlineCopyOf)).toEqual([]);
  });

  it('catches an inline call, an element, and an import under another name; not a copy module\'s value or a type', () => {
    const source = [
      "import Translate, {translate as t} from '@docusaurus/Translate';",
      "import type {TranslateParam} from '@docusaurus/Translate';",
      "import {COPY} from './copy';",
      "export const A = () => <p title={translate({id: 'a', message: 'A'})}>{COPY.text}</p>;",
      'export const B = () => <Translate id="b">B</Translate>;',
      'export const C = () => <Translate id="c" />;',
      '// translate( in a comment, and "<Translate" in a string, are not copy.',
      "export const D = () => <p>{'<Translate'}</p>;",
    ].join('\n');
    expect(inlineCopy(source, 'x.tsx')).toEqual([
      `x.tsx:1: imports ${TRANSLATE_MODULE}`,
      'x.tsx:4: calls translate()',
      'x.tsx:5: renders <Translate>',
      'x.tsx:6: renders <Translate>',
    ]);
  });
});

/**
 * Words a reader sees that bypass translate(): a JSX text or a visible attribute (alt, title,
 * aria-label, placeholder, label) written as a literal in a component, or a literal under a
 * visible key (badge, label, title, heading, text…) in a data or copy module. Such a word stays
 * English on the French page (`badge: 'Live'` on /fr/card-services). Acronyms and figures
 * that read the same in every language (API, 3DS, L1, %, 4) are not words; a clock time
 * (9:00) is written another way in French (9 h), so it is one.
 */
const VISIBLE_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder', 'label', 'aria-description', 'aria-roledescription']);
const VISIBLE_KEYS = new Set(['badge', 'label', 'title', 'heading', 'subheading', 'lead', 'text', 'eyebrow', 'caption', 'alt', 'description', 'excerpt', 'summary', 'hint', 'kindName', 'regionName']);
/** What reads the same in French: no lowercase letter and no clock time (API, 3DS, L1, %, 4, +); a colour. */
const sameInEveryLanguage = (text: string) => (!/\p{Ll}/u.test(text) && !/\d:\d\d/.test(text)) || /^#[0-9a-f]{3,8}$/i.test(text);

/** Modules whose literal words are translated another way, or are names, each with why. */
const WORDS_TRANSLATED_ELSEWHERE: Record<string, string> = {
  'src/data/navigation.ts': 'the navbar and footer: Docusaurus translates their labels (i18n/fr/docusaurus-theme-classic/*.json)',
  'src/data/products/registry.ts': 'the products\' navbar and footer labels, translated as navigation.ts\'s are',
  'src/data/sampleLanguages.ts': 'programming languages\' names (JavaScript, Python, cURL)',
  'src/brand.ts': 'the social networks\' names (LinkedIn, GitHub)',
  'src/features/feeds/data/updates.ts': 'the English reference of updateLabels.ts, which the page shows (tests/unit/feeds.test.ts ties them)',
  'src/features/api/data/samples.ts': 'the English reference of the samples\' titles; pages show their translation (SAMPLE_TITLES)',
};

export function literalWords(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    if (words && /[\p{L}\d]/u.test(words) && !sameInEveryLanguage(words)) found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: « ${words} »`);
  };
  const literal = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
  const inTranslateCall = (node: ts.Node) => ts.isObjectLiteralExpression(node.parent) && ts.isCallExpression(node.parent.parent) && /^(?:translate|t)$/.test(node.parent.parent.expression.getText(file));
  const inCode = (node: ts.Node) => ts.isJsxElement(node.parent) && /^(?:code|samp)$/.test(node.parent.openingElement.tagName.getText(file));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !inCode(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = literal(value);
      if (text !== undefined) report(node, text);
    } else if (ts.isPropertyAssignment(node) && VISIBLE_KEYS.has(node.name.getText(file).replace(/['"]/g, '')) && !inTranslateCall(node)) {
      const text = literal(node.initializer);
      if (text !== undefined) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The modules whose words a page shows: components, data and copy modules (not the build, nor the tests). */
const wordModules = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('src/plugins/') && !(file in WORDS_TRANSLATED_ELSEWHERE));

describe('visible words go through translate()', () => {
  it('finds the modules', () => {
    expect(wordModules.length).toBeGreaterThan(200);
  });

  it('no component, data or copy module shows a literal word (badge: \'Live\'); acronyms and figures (API, 3DS, 4) read the same in French', () => {
    expect(wordModules.flatMap((file) => literalWords(readFileSync(path.join(root, file), 'utf8'), file))).toEqual([]);
  });

  it('catches a JSX text, a visible attribute and a visible key; not an acronym, a figure, a translated word or a code', () => {
    const source = [
      "export const A = () => <p title=\"Close\">Hello <b aria-label={'Menu'}>{COPY.x}</b></p>;",
      "export const B = {badge: 'Live', title: translate({id: 'a', message: 'A'}), code: 'const a = 1;'};",
      "export const C = [{badge: 'API'}, {badge: '3DS'}, {badge: '4'}, {badge: '9:00'}, {text: `Auto`}];",
      "export const D = () => <img alt=\"\" src=\"/x.svg\" />;",
      "export const E = () => <p>Set <code>wallet</code>{translate({id: 'e', message: 'E', description: 'A description for translators'})}</p>;",
    ].join('\n');
    expect(literalWords(source, 'x.tsx')).toEqual(['x.tsx:1: « Close »', 'x.tsx:1: « Hello »', 'x.tsx:1: « Menu »', 'x.tsx:2: « Live »', 'x.tsx:3: « 9:00 »', 'x.tsx:3: « Auto »', 'x.tsx:5: « Set »']);
  });
});
