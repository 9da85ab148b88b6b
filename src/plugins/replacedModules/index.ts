import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {REPLACED_AT_BUNDLE_TIME} from '../frameworkCopies';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Docusaurus modules that cost a phone's main thread on every page load,
 * swapped at bundle time for copies with the same exports that do less (why
 * each: src/plugins/frameworkCopies.ts, which lists them with the hash of the
 * original). None of them can be swizzled (they are not theme components).
 * tests/unit/replacedModules.test.tsx fails if an original moves or its
 * exports change, since the swap would then silently stop applying.
 */
export const REPLACED_MODULES = REPLACED_AT_BUNDLE_TIME.map(({original, ours}) => ({original, replacement: path.basename(ours)}));

/** Matches the original's path inside node_modules, with either separator. */
export function originalPattern(original: string): RegExp {
  const parts = original.split('/').map((part) => escapeStringRegexp(part));
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
