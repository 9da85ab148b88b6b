/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {inlineTranslations} from '../../src/plugins/inlineTranslations/transform.cjs';

const FRENCH = {'greeting.hello': 'Bonjour {name}\u202f!', 'notice.text': 'Page non traduite.'};
const header = "import Translate, {translate} from '@docusaurus/Translate';\n";

describe('messages inlined at bundle time (src/plugins/inlineTranslations)', () => {
  it('puts the translation in place of translate()\'s id, message and description, and keeps its values', () => {
    const source = `${header}export const a = translate({id: 'greeting.hello', message: 'Hello {name}!', description: 'A greeting'}, {name});`;
    const {code, inlined, dynamic} = inlineTranslations(source, 'a.ts', FRENCH);
    expect(code).toBe(`${header}export const a = translate({message: "Bonjour {name}\u202f!"}, {name});`);
    expect(inlined).toEqual(['greeting.hello']);
    expect(dynamic).toEqual([]);
  });

  it('keeps the English message where the locale has no translation (and English builds go the same way)', () => {
    const source = `${header}const b = translate({message: 'Close', id: 'menu.close'});`;
    expect(inlineTranslations(source, 'b.ts', {}).code).toBe(`${header}const b = translate({message: "Close"});`);
  });

  it('gives <Translate> the translation as its child, without id or description, keeping values', () => {
    const source = `${header}const c = <p><Translate id="notice.text" description="Shown on top">Not translated.</Translate><Translate id="greeting.hello" values={{name: <b>x</b>}}>Hello {'{name}'}!</Translate></p>;`;
    const {code, inlined} = inlineTranslations(source, 'c.tsx', FRENCH);
    expect(code).toBe(`${header}const c = <p><Translate>{"Page non traduite."}</Translate><Translate values={{name: <b>x</b>}}>{"Bonjour {name}\u202f!"}</Translate></p>;`);
    expect(inlined).toEqual(['notice.text', 'greeting.hello']);
  });

  it('leaves <Translate> alone where there is no translation: its children are the message', () => {
    const source = `${header}const d = <Translate id="missing">Kept as written</Translate>;`;
    expect(inlineTranslations(source, 'd.tsx', FRENCH)).toEqual({code: source, inlined: [], dynamic: []});
  });

  it('reports, and leaves alone, a call whose id or message is not a literal', () => {
    const source = `${header}const e = translate({id: \`status.\${kind}\`, message: 'x'});\nconst f = translate(options);`;
    const {code, dynamic} = inlineTranslations(source, 'e.ts', FRENCH);
    expect(code).toBe(source);
    expect(dynamic).toEqual(['e.ts:2', 'e.ts:3']);
  });

  it('touches nothing in a module that does not import Docusaurus\'s Translate', () => {
    const source = "const translate = (o: object) => o; translate({id: 'greeting.hello', message: 'Hi'});";
    expect(inlineTranslations(source, 'f.ts', FRENCH).code).toBe(source);
  });

  it('finds every message of the site\'s modules inlinable (the build refuses any other)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.[jt]sx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));
    const root = path.join(__dirname, '../..');
    const french = Object.fromEntries(Object.entries(JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>).map(([id, {message}]) => [id, message]));
    const inlined = new Set<string>();
    for (const file of files(path.join(root, 'src'))) {
      const result = inlineTranslations(readFileSync(file, 'utf8'), path.relative(root, file), french);
      expect(result.dynamic).toEqual([]);
      result.inlined.forEach((id) => inlined.add(id));
    }
    // Every French message of the site's own (not the theme's) is put in place.
    expect(Object.keys(french).filter((id) => !id.startsWith('theme.') && !inlined.has(id))).toEqual([]);
  });
});
