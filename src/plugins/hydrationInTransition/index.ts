import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Two Docusaurus modules that change state right after hydration, replaced by
 * copies that make that change a React transition.
 *
 * Hydration itself is a transition (Docusaurus calls hydrateRoot inside
 * startTransition), so React renders it in 5 ms slices. But useIsBrowser()
 * turning true and useWindowSize() going from 'ssr' to 'mobile' are set in
 * effects, as ordinary updates, which React renders in one blocking task: on a
 * phone, the navbar's mobile menu, the docs sidebar and table of contents, the
 * tabs and code blocks all re-render at once. Lighthouse measured that task at
 * about 300 ms (4x CPU slowdown) on /docs/webhooks, most of the page's Total
 * Blocking Time. As transitions, React renders them in slices too.
 *
 * Neither module can be swizzled (they are not theme components), so the
 * bundler swaps the files. tests/unit/hydrationInTransition.test.ts fails if
 * the originals move or their exports change.
 */
export const REPLACED_MODULES = [
  {original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, replacement: path.join(__dirname, 'browserContext.tsx')},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, replacement: path.join(__dirname, 'useWindowSize.ts')},
] as const;

export default function hydrationInTransition(): Plugin {
  return {
    name: 'hydration-in-transition',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: REPLACED_MODULES.map(({original, replacement}) => new NormalModuleReplacementPlugin(original, replacement))};
    },
  };
}
