import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus modules that cost a phone's main thread on every page load,
 * swapped at bundle time for copies with the same exports that do less.
 * None of them can be swizzled (they are not theme components).
 * tests/unit/replacedModules.test.tsx fails if an original moves or its
 * exports change, since the swap would then silently stop applying.
 */
export const REPLACED_MODULES = [
  // The client entry: start-up evaluated in several short tasks rather than one long one (see the file).
  {original: '@docusaurus/core/lib/client/clientEntry.js', replacement: 'clientEntry.tsx'},
  /*
   * Hydration itself is a transition (Docusaurus calls hydrateRoot inside
   * startTransition), so React renders it in 5 ms slices. But useIsBrowser()
   * turning true and useWindowSize() going from 'ssr' to 'mobile' are set in
   * effects, as ordinary updates, which React renders in one blocking task: on
   * a phone, the navbar's mobile menu, the docs sidebar and table of contents,
   * the tabs and code blocks all re-render at once (about 300 ms under
   * Lighthouse's 4x CPU slowdown on /docs/webhooks). The copies make those
   * updates transitions, rendered in slices too.
   */
  {original: '@docusaurus/core/lib/client/browserContext.js', replacement: 'browserContext.tsx'},
  {original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js', replacement: 'useWindowSize.ts'},
  // Key order in useShallowMemoObject without localeCompare, whose first call starts the collation engine (see the file).
  {original: '@docusaurus/theme-common/lib/utils/reactUtils.js', replacement: 'reactUtils.tsx'},
  // The leading-emoji check of doc cards, without Intl.Segmenter and the emoji pattern for plain labels (see the file).
  {original: '@docusaurus/theme-common/lib/utils/emojiUtils.js', replacement: 'emojiUtils.ts'},
] as const;

/** Matches the original's path inside node_modules, with either separator. */
export function originalPattern(original: string): RegExp {
  const parts = original.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${parts.join('[\\\\/]')}$`);
}

export default function replacedModules(): Plugin {
  return {
    name: 'replaced-modules',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: REPLACED_MODULES.map(
          ({original, replacement}) => new NormalModuleReplacementPlugin(originalPattern(original), path.join(__dirname, replacement)),
        ),
      };
    },
  };
}
