import {readFileSync} from 'node:fs';
import path from 'node:path';
import {REPLACED_MODULES, originalPattern} from '@site/src/plugins/replacedModules';
import {extractLeadingEmoji} from '@site/src/plugins/replacedModules/emojiUtils';

const nodeModules = path.join(__dirname, '../../node_modules');
const exportedNames = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (?:function|const|class) (\w+)/gm)].map((m) => m[1]).sort();

describe('the Docusaurus modules replaced at bundle time', () => {
  it.each(REPLACED_MODULES.map((module) => [module.original, module] as const))('%s still exists, is matched, and its replacement has the same exports', (_name, {original, replacement}) => {
    // Fails when Docusaurus moves or renames the file: the replacement would silently stop applying.
    const file = path.join(nodeModules, original);
    expect(originalPattern(original).test(file)).toBe(true);
    expect(originalPattern(original).test(file.replaceAll('/', '\\'))).toBe(true);
    expect(exportedNames(path.join(__dirname, '../../src/plugins/replacedModules', replacement))).toEqual(exportedNames(file));
  });

  it('matches only the file itself', () => {
    const pattern = originalPattern('@docusaurus/theme-common/lib/utils/emojiUtils.js');
    expect(pattern.test('/x/node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js.map')).toBe(false);
    expect(pattern.test('/x/node_modules/@docusaurus/theme-common/lib/utils/emojiUtilsXjs')).toBe(false);
  });

  it('extractLeadingEmoji answers as the original does', async () => {
    // The original (ES module) is loaded as text: Jest runs CommonJS.
    const source = readFileSync(path.join(nodeModules, '@docusaurus/theme-common/lib/utils/emojiUtils.js'), 'utf8').replace('export function', 'function');
    const original = new Function(`${source}\nreturn extractLeadingEmoji;`)() as typeof extractLeadingEmoji;
    const labels = ['Guides', 'API reference', '', ' Spaced', '1 thing', '1️⃣ One', '#️⃣ Hash', '⚠️ Careful', '🇰🇪 Kenya', '👩🏽‍💻 Developers', 'é accent', '中文', '© legal', '❤ heart', '→ arrow'];
    for (const label of labels) expect([label, extractLeadingEmoji(label)]).toEqual([label, original(label)]);
  });
});
