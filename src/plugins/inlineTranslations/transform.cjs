/**
 * Puts each locale's translation of the site's own messages into the code
 * that shows them, at bundle time, instead of shipping the whole catalogue
 * (@generated/codeTranslations, i18n/<locale>/code.json) in main.js to every
 * page: with French that catalogue was 85 KB (23 KB gzip) on every page.
 *
 * In a module that imports from '@docusaurus/Translate':
 * - `translate({id: 'x', message: 'English', description: '…'}, values)`, id and
 *   message string literals, becomes `translate({message: "<translation>"}, values)`
 *   (the English message where the locale has none). translate() then finds no
 *   entry under that text and returns it, interpolated as before.
 * - `<Translate id="x" description="…">English</Translate>` with a translation
 *   becomes `<Translate>{"<translation>"}</Translate>` (values kept).
 * Anything else (an id that is not a literal) is left alone and reported, and
 * its messages stay in the catalogue.
 * Plain CommonJS: the bundler loads it as a loader, Node and Jest require it.
 */
const ts = require('typescript');

const TRANSLATE_MODULE = '@docusaurus/Translate';

function literalText(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function propertyName(property) {
  return ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
}

/**
 * @param {string} source module text (TypeScript, TSX, JS or JSX)
 * @param {string} fileName for the parser's dialect, and for reports
 * @param {Record<string, string>} messages the locale's catalogue, id to message (as Docusaurus loads code.json)
 * @returns {{code: string, inlined: string[], dynamic: string[]}} the new text, the ids put in place, and the calls left alone (as "file:line")
 */
function inlineTranslations(source, fileName, messages) {
  if (!source.includes(TRANSLATE_MODULE)) return {code: source, inlined: [], dynamic: []};
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.ts$/.test(fileName) ? ts.ScriptKind.TS : /\.jsx$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const inlined = [];
  const dynamic = [];
  const translationOf = (id) => (Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined);
  const where = (node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

  function visitCall(node) {
    const [argument] = node.arguments;
    if (!argument || !ts.isObjectLiteralExpression(argument)) {
      dynamic.push(where(node));
      return;
    }
    const fields = {};
    for (const property of argument.properties) {
      const name = propertyName(property);
      const text = name ? literalText(property.initializer) : undefined;
      if (!name || !['id', 'message', 'description'].includes(name) || text === undefined) {
        dynamic.push(where(node));
        return;
      }
      fields[name] = text;
    }
    if (fields.id === undefined || fields.message === undefined) {
      dynamic.push(where(node));
      return;
    }
    const message = translationOf(fields.id) ?? fields.message;
    edits.push({start: argument.getStart(file), end: argument.getEnd(), text: `{message: ${JSON.stringify(message)}}`});
    inlined.push(fields.id);
  }

  function visitElement(node) {
    const attributes = node.openingElement.attributes.properties;
    const idAttribute = attributes.find((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'id');
    const id = idAttribute && idAttribute.initializer && ts.isStringLiteral(idAttribute.initializer) ? idAttribute.initializer.text : undefined;
    if (id === undefined) {
      dynamic.push(where(node));
      return;
    }
    const translation = translationOf(id);
    // Without a translation the children are the message, exactly as written.
    if (translation === undefined) return;
    for (const attribute of attributes) {
      if (ts.isJsxAttribute(attribute) && ['id', 'description'].includes(attribute.name.getText(file))) {
        edits.push({start: attribute.getFullStart(), end: attribute.getEnd(), text: ''});
      }
    }
    edits.push({start: node.openingElement.getEnd(), end: node.closingElement.getStart(file), text: `{${JSON.stringify(translation)}}`});
    inlined.push(id);
  }

  function visit(node) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
      visitCall(node);
    } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'Translate') {
      visitElement(node);
      return;
    }
    ts.forEachChild(node, visit);
  }
  visit(file);

  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return {code, inlined, dynamic};
}

module.exports = {inlineTranslations, TRANSLATE_MODULE};
