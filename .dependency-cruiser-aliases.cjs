/**
 * The module aliases the bundler resolves, for dependency-cruiser
 * (.dependency-cruiser.cjs reads this file as its webpack configuration), so
 * that the layering follows an import written through an alias to the file it
 * reaches in src/. Paths are taken from the folder being checked (the current
 * directory), so the layering test's small trees resolve the same way.
 *
 * - `@site/*`: from tsconfig.json's `paths`.
 * - `@theme/<Name>`: our component in src/theme/<Name> when there is one (a
 *   wrapped or ejected theme component), else the theme's own;
 *   `@theme-original/<Name>` and `@theme-init/<Name>` are always the theme's.
 * - `@generated/*`: what Docusaurus writes into .docusaurus/.
 * - The site's virtual modules, which a plugin of src/plugins writes at build
 *   time: each is followed to the module of src/ that defines what it holds,
 *   whose layer it belongs to. Every one is declared for TypeScript in
 *   src/plugins/vendorModules.d.ts (the layering test fails on one missing here).
 */
const path = require('node:path');

/** Virtual module → the file of src/ that defines its contents (their type and what they are made from). */
const VIRTUAL_MODULES = {
  // The countries the site names, in the page's language (src/plugins/countries), made from the coverage data.
  '@countries': 'src/features/coverage/data/countries.ts',
  // The current release, computed from changelog/ (src/plugins/productUpdatesPage.ts).
  '@current-release': 'src/features/feeds/data/updates.ts',
  // The example market of the page's language (src/plugins/countries), made from the coverage data.
  '@page-example': 'src/features/coverage/data/exampleMarkets.ts',
};

const theme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');

module.exports = () => {
  const root = process.cwd();
  return {
    resolve: {
      alias: {
        '@theme': [path.join(root, 'src/theme'), theme],
        '@theme-original': theme,
        '@theme-init': theme,
        '@generated': path.join(root, '.docusaurus'),
        ...Object.fromEntries(Object.entries(VIRTUAL_MODULES).map(([name, file]) => [`${name}$`, path.join(root, file)])),
      },
    },
  };
};
module.exports.VIRTUAL_MODULES = VIRTUAL_MODULES;
