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
