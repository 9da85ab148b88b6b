import React, {act, useContext} from 'react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRoot} from 'react-dom/client';
import {REPLACED_MODULES} from '@site/src/plugins/hydrationInTransition';
import {useWindowSize} from '@site/src/plugins/hydrationInTransition/useWindowSize';
import {BrowserContextProvider, Context} from '@site/src/plugins/hydrationInTransition/browserContext';

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const ORIGINALS = [
  path.join(__dirname, '../../node_modules/@docusaurus/core/lib/client/browserContext.js'),
  path.join(__dirname, '../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js'),
];
const exportedNames = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]).sort();

describe('the modules replaced so that post-hydration updates are transitions', () => {
  it.each(REPLACED_MODULES.map((module, i) => [ORIGINALS[i]!, module] as const))('%s still exists, is matched, and its replacement has the same exports', (original, {original: pattern, replacement}) => {
    // Fails when Docusaurus moves or renames the file: the replacement would silently stop applying.
    expect(pattern.test(original)).toBe(true);
    expect(exportedNames(replacement)).toEqual(exportedNames(original));
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
