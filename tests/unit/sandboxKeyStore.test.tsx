/** The sandbox key store (src/features/api/SandboxKey/store.ts): one key for every Try it panel and code sample of the page. */
import React, {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {forgetSandboxKey, typeSandboxKey, useSandboxKey, useSandboxKeyInput} from '@site/src/features/api/SandboxKey/store';

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';

/** What a panel's key field shows, and the key the samples show. */
function Panel({name}: {name: string}): React.ReactNode {
  const input = useSandboxKeyInput();
  const {key} = useSandboxKey();
  return <p data-panel={name}>{`${input}|${key}`}</p>;
}

let container: HTMLDivElement;
let root: Root;
const shown = () => Array.from(container.querySelectorAll('p'), (p) => p.textContent);

beforeEach(() => {
  sessionStorage.clear();
  act(() => forgetSandboxKey());
  container = document.createElement('div');
  root = createRoot(container);
  act(() => root.render(<><Panel name="a" /><Panel name="b" /></>));
});
afterEach(() => act(() => root.unmount()));

describe('the sandbox key store', () => {
  it('shows what is typed in one panel in every panel, and keeps it for the tab once it is a sandbox key', () => {
    act(() => typeSandboxKey('sk_test_4eC'));
    expect(shown()).toEqual(['sk_test_4eC|', 'sk_test_4eC|']);
    expect(sessionStorage.getItem('sandbox.apiKey')).toBeNull();
    act(() => typeSandboxKey(` ${KEY} `));
    expect(shown()).toEqual([` ${KEY} |${KEY}`, ` ${KEY} |${KEY}`]);
    expect(sessionStorage.getItem('sandbox.apiKey')).toBe(KEY);
  });

  it('"Forget key" empties every panel and the storage', () => {
    act(() => typeSandboxKey(KEY));
    act(() => forgetSandboxKey());
    expect(shown()).toEqual(['|', '|']);
    expect(sessionStorage.length).toBe(0);
  });

  it('never keeps a live key, though every field shows what was typed', () => {
    act(() => typeSandboxKey('sk_live_4eC39HqLyjWDarjtT1zdp7dc'));
    expect(shown()).toEqual(['sk_live_4eC39HqLyjWDarjtT1zdp7dc|', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc|']);
    expect(sessionStorage.length).toBe(0);
  });

  it('a panel opened later shows the kept key', () => {
    act(() => typeSandboxKey(KEY));
    const later = document.createElement('div');
    const laterRoot = createRoot(later);
    act(() => laterRoot.render(<Panel name="c" />));
    expect(later.textContent).toBe(`${KEY}|${KEY}`);
    act(() => laterRoot.unmount());
  });
});
