import React, {act, useContext} from 'react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRoot} from 'react-dom/client';
import {REPLACED_MODULES, originalPattern} from '@site/src/plugins/replacedModules';
import {useWindowSize} from '@site/src/plugins/replacedModules/useWindowSize';
import {BrowserContextProvider, Context} from '@site/src/plugins/replacedModules/browserContext';
import {extractLeadingEmoji} from '@site/src/plugins/replacedModules/emojiUtils';

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

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

  it('useWindowSize renders "ssr" first (as on the server), then the real size, and follows resizes', async () => {
    const seen: string[] = [];
    function Probe() {
      seen.push(useWindowSize());
      return null;
    }
    window.innerWidth = 375;
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe('mobile');
    window.innerWidth = 1280;
    await act(async () => window.dispatchEvent(new Event('resize')));
    expect(seen.at(-1)).toBe('desktop');
    await act(async () => root.unmount());
  });

  it('the browser context is false on the first render (as on the server), then true', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useContext(Context));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<BrowserContextProvider><Probe /></BrowserContextProvider>));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    await act(async () => root.unmount());
  });
});
