import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * theme-classic registers Prism's additional languages from a global client
 * module, which puts Prism (about 22 KB of gzip JavaScript) on every page,
 * marketing pages included. This plugin swaps that module for an empty one;
 * src/theme/CodeBlock registers the languages when the first code block
 * loads, so only pages that show code download Prism.
 */
export default function codeHighlightingOnDemand(): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const globalPrismModule = path.join(themeClassicLib, 'prism-include-languages');
  return {
    name: 'code-highlighting-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[globalPrismModule]: path.join(__dirname, 'emptyClientModule.js')}}};
    },
  };
}
