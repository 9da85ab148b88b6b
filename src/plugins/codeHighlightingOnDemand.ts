import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The server's direct import of the highlighter (src/ui/DeferredCodeBlock/serverHighlighter.ts), and what the client build gets instead. */
const SERVER_HIGHLIGHTER_FILE = /[\\/]src[\\/]ui[\\/]DeferredCodeBlock[\\/]serverHighlighter\.ts$/;
const CLIENT_STAND_IN = path.resolve(__dirname, '../ui/DeferredCodeBlock/serverHighlighter.client.ts');

/**
 * theme-classic registers Prism's additional languages from a global client
 * module, which puts Prism (about 22 KB of gzip JavaScript) on every page,
 * marketing pages included. This plugin swaps that module for an empty one;
 * src/theme/CodeBlock registers the languages when the first code block
 * loads, so only pages that show code download Prism.
 * In the client build it also swaps the server's direct import of the
 * highlighter for an empty one (src/ui/DeferredCodeBlock): the static HTML is
 * highlighted without a Suspense boundary, and the browser loads the
 * highlighter in its own chunk when a block needs it.
 */
export default function codeHighlightingOnDemand(): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const globalPrismModule = path.join(themeClassicLib, 'prism-include-languages');
  return {
    name: 'code-highlighting-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const alias = {[globalPrismModule]: path.join(__dirname, 'emptyClientModule.js')};
      if (isServer) return {resolve: {alias}};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {resolve: {alias}, plugins: [new NormalModuleReplacementPlugin(SERVER_HIGHLIGHTER_FILE, CLIENT_STAND_IN)]};
    },
  };
}
