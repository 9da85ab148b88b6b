/**
 * Every place the site copies, replaces or leans on a Docusaurus file that is
 * not public API, with the SHA-256 of that file as installed when our code was
 * written against it. tests/unit/frameworkCopies.test.ts hashes the installed
 * originals: after a Docusaurus upgrade it fails, listing every original that
 * changed and our file to re-read against it (see the README's upgrade
 * checklist). Once our file is brought up to date, record the new hash here.
 * A file of ours that leans on several originals has one entry per original.
 * The same test fails when a file of ours imports an internal (a deep lib/
 * path, a name from @docusaurus/theme-common/internal, @theme-original/*,
 * @generated/routes...) whose original has no entry here.
 * Plain data: read by the bundler plugin that swaps modules and by Node tests.
 */

/** The @docusaurus/* version the hashes below were taken from. */
export const DOCUSAURUS_VERSION = '3.10.2';

export type CopyKind =
  /** Our module replaces the original at bundle time (src/plugins/replacedModules). */
  | 'replaced at bundle time'
  /** A theme component swizzled by ejecting: our file is a modified copy of the original. */
  | 'ejected'
  /** A theme component swizzled by wrapping: ours renders the original (@theme-original) and depends on its props. */
  | 'wrapped'
  /** A theme component our file replaces entirely, keeping its props and its role. */
  | 'replaced'
  /** Our code relies on the original's internals: a file path, an export, a global or a generated format. */
  | 'depends on internals';

export interface FrameworkCopy {
  /** Our file, from the project root. */
  ours: string;
  /** The original, as a path inside node_modules. */
  original: string;
  /** SHA-256 (hex) of the original as installed at DOCUSAURUS_VERSION. */
  sha256: string;
  kind: CopyKind;
  why: string;
}

export const FRAMEWORK_COPIES: FrameworkCopy[] = [
  {
    ours: 'src/plugins/replacedModules/reactUtils.tsx',
    original: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
    kind: 'replaced at bundle time',
    why: 'useShallowMemoObject orders keys without localeCompare, whose first call loads collation data on every docs page.',
  },
  {
    ours: 'src/plugins/replacedModules/emojiUtils.ts',
    original: '@docusaurus/theme-common/lib/utils/emojiUtils.js',
    sha256: '16bc9e0dec887a1c0c2ee720860384c7a44859f0548e12ab285be4c2b67a3e13',
    kind: 'replaced at bundle time',
    why: 'The doc cards\' leading-emoji check skips Intl.Segmenter and the emoji pattern for plain labels.',
  },
  {
    ours: 'src/plugins/codeHighlightingOnDemand.ts',
    original: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    kind: 'replaced at bundle time',
    why: 'The global module that registers Prism languages is swapped for an empty one (src/plugins/emptyClientModule.js); src/theme/CodeBlock registers them with the first code block, so pages without code carry no Prism.',
  },
  {
    ours: 'src/ui/Tabs/TabItem.tsx',
    original: '@docusaurus/theme-classic/lib/theme/TabItem/index.js',
    sha256: 'beef630741839e814275623c0a01f7096ab9213c838b5b577447a3c530c124c0',
    kind: 'ejected',
    why: 'Each panel gets the id and aria-labelledby its tab points to, and reads the real browser context inside the pinned one (src/ui/Tabs; src/theme/TabItem puts it in the theme\'s slot).',
  },
  {
    ours: 'src/ui/Tabs/TabItem.tsx',
    original: '@docusaurus/theme-common/lib/utils/tabsUtils.js',
    sha256: '1b5d6b2c7d52905e7708ff9daad24462e857b70b27b9ff47ab338263bc2c4c7b',
    kind: 'depends on internals',
    why: 'Reads the selected value and lazy flag with useTabs (from @docusaurus/theme-common/internal), as the original panel does.',
  },
  {
    ours: 'src/ui/Tabs/pinnedBrowserContext.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    sha256: '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    kind: 'depends on internals',
    why: 'The Tabs key themselves on useIsBrowser() and would remount after hydration; they read a pinned false from core\'s browser context (its Context export), their panels the real value.',
  },
  {
    ours: 'src/ui/Tabs/pinnedBrowserContext.tsx',
    original: '@docusaurus/core/lib/client/browserContext.js',
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    kind: 'depends on internals',
    why: 'Imports core\'s internal browser context (its Context export) to provide a pinned false to the Tabs and the real value to their panels; the bundle has core\'s own file (its replacement, which made useIsBrowser() turn in a transition, was removed: it did not pay on time until usable).',
  },
  {
    ours: 'src/ui/Tabs/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    sha256: '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    kind: 'wrapped',
    why: 'Gives each tab an id and aria-controls naming its panel (the original names none), and puts the pinned browser context around the original (src/theme/Tabs puts it in the theme\'s slot; the code samples import it directly).',
  },
  {
    ours: 'src/theme/Navbar/Content/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Navbar/Content/index.js',
    sha256: 'bfd2fb36cf8d26f0e6a288be0942c6be20a6fe9a2331c9da92bf28d0384b41ce',
    kind: 'ejected',
    why: 'The colour toggle and search stay in the bar from the site\'s 768 px breakpoint (not 997 px), and a menu link replaces the hamburger without JavaScript.',
  },
  {
    ours: 'src/theme/Navbar/Content/index.tsx',
    original: '@docusaurus/theme-common/lib/utils/navbarUtils.js',
    sha256: 'b775b47d6cb5fb52e55640ae6e21242138a5144a0c3ca33e33347f5560c47f7f',
    kind: 'depends on internals',
    why: 'Splits the navbar items into left and right with splitNavbarItems (from @docusaurus/theme-common/internal), as the original does.',
  },
  {
    ours: 'src/theme/Navbar/Content/index.tsx',
    original: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    sha256: '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
    kind: 'depends on internals',
    why: 'Reads whether the mobile sidebar is shown and toggles it with useNavbarMobileSidebar (from @docusaurus/theme-common/internal), as the original does.',
  },
  {
    ours: 'src/theme/Navbar/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Navbar/index.js',
    sha256: 'afeb118bb9c8d5ecf4fcb4041b00d076de87b583302e63396adf98fc33bf61cd',
    kind: 'wrapped',
    why: 'Flags the page as scrolled past the compact threshold (html[data-navbar-compact]), and puts the no-JavaScript menu after the original.',
  },
  {
    ours: 'src/theme/CodeBlock/Line/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
    kind: 'ejected',
    why: 'Each line is a <span> shown as a block, not a <div> inside <code> (invalid HTML); a wrapper cannot change the element.',
  },
  {
    ours: 'src/theme/DocSidebar/Desktop/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/index.js',
    sha256: 'a509de0be954ea191b4e8d18b4b66e78650fbb9e47ff6244807731426c249bd2',
    kind: 'wrapped',
    why: "Keeps the desktop docs sidebar out of a phone's hydration (src/ui/HydrateOnWideScreens): the theme's DocSidebar renders it for the server and removes it once useWindowSize says 'mobile'.",
  },
  {
    ours: 'src/theme/DocItem/TOC/Desktop/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocItem/TOC/Desktop/index.js',
    sha256: '766572affae79e622998907f85f374ea1c67e6ed7b90e6e0913e0b87ef1734ec',
    kind: 'wrapped',
    why: "Keeps the table of contents beside a doc out of a phone's hydration (src/ui/HydrateOnWideScreens): the theme's DocItem layout renders it for the server and removes it once useWindowSize says 'mobile'.",
  },
  {
    ours: 'src/ui/HydrateOnWideScreens/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocSidebar/index.js',
    sha256: '69735ac5be2d601a67912afc6cc1f0e4fc2cfe30799539f53bc327d4dbe18734',
    kind: 'depends on internals',
    why: "Holds the desktop sidebar's static HTML on a phone until this file removes it: it renders DocSidebar/Desktop when useWindowSize is 'ssr' or 'desktop' and drops it on 'mobile'. Were it to keep the desktop sidebar on a phone, the held sidebar would stay empty.",
  },
  {
    ours: 'src/ui/HydrateOnWideScreens/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
    sha256: 'c1f1bbed07409f0a3f90f0ffc3689331ff6ead1f7c2616963885417c5bc42899',
    kind: 'depends on internals',
    why: "Holds the desktop table of contents' static HTML on a phone until this file removes it: its useDocTOC renders DocItem/TOC/Desktop when useWindowSize is 'ssr' or 'desktop' and drops it on 'mobile'.",
  },
  {
    ours: 'src/theme/CodeBlock/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    kind: 'wrapped',
    why: 'Every code block defers the original and Prism until it nears the screen (src/ui/DeferredCodeBlock).',
  },
  {
    ours: 'src/ui/DeferredCodeBlock/Highlighter.tsx',
    original: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    kind: 'wrapped',
    why: 'Renders the original code block (@theme-original/CodeBlock) in a chunk of its own, with the props src/theme/CodeBlock passes on, once the deferred block nears the screen.',
  },
  {
    ours: 'src/theme/Error.tsx',
    original: '@docusaurus/core/lib/client/theme-fallback/Error/index.js',
    sha256: '4037ad84f1980a3301bb194f07799422267d5ddd7cb0bd737b78ebf0dcdf551d',
    kind: 'replaced',
    why: 'The site\'s error screen ("Unexpected Application Error!") instead of core\'s fallback, inside the layout when it renders.',
  },
  {
    ours: 'src/theme/Error.tsx',
    original: '@docusaurus/core/lib/client/routeContext.js',
    sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab',
    kind: 'depends on internals',
    why: 'Imports core\'s internal RouteContextProvider, as core\'s own fallback does, so the layout can render outside a route.',
  },
  {
    ours: 'src/theme/ErrorPageContent.tsx',
    original: '@docusaurus/theme-classic/lib/theme/ErrorPageContent.js',
    sha256: 'a85bb2d0b98bbb2ca76cdffb5bd079d694aa1d44ca8026d9afba81611cc62738',
    kind: 'replaced',
    why: 'A page that fails to render shows the site\'s error screen, not "This page crashed."',
  },
  {
    ours: 'src/theme/NotFound/Content/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    sha256: '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
    kind: 'replaced',
    why: 'The not-found page says what happened, shows the address that failed, and offers the home page, the docs and contact.',
  },
  {
    ours: 'src/theme/BlogPostItem/Header/Info/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js',
    sha256: 'f0ff725904493f2173c7408a75e0fe8fecc2d9dbfd8315e874611b250f44a070',
    kind: 'replaced',
    why: 'Dates as the rest of the site writes them, and a product update\'s status, product, category and version.',
  },
  {
    ours: 'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js',
    sha256: '727f3819b5800415370c7fb8c275e0fda9f32fcd0a79eda391faf86818cb0200',
    kind: 'replaced',
    why: 'Link text that names the post ("Read …") instead of the same "Read more" on every post.',
  },
  {
    ours: 'src/theme/SearchBar/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/SearchBar.js',
    sha256: 'b528b71d23818ff319df3a2e9bfdb811c76a20ec920e3fccd08fa9216b766486',
    kind: 'replaced',
    why: 'The site\'s own search button, which loads the dialog and the index on first use.',
  },
  {
    ours: 'src/theme/Footer/Layout/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Footer/Layout/index.js',
    sha256: '43e900e38c854d8082b325c704759494d761cc129de31f454c630c57d93c4283',
    kind: 'wrapped',
    why: 'The offices under the link columns, and a copyright line whose year stays current after the build.',
  },
  {
    ours: 'src/theme/DocItem/Content/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js',
    sha256: '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d',
    kind: 'wrapped',
    why: 'A doc without a translation in the page\'s language gets the untranslated notice (src/ui/UntranslatedContent).',
  },
  {
    ours: 'src/theme/DocItem/Paginator/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocItem/Paginator/index.js',
    sha256: '4fe2043882f749c9a3651a294773db58460eede95aa07d4bae06d180d2e6b1df',
    kind: 'wrapped',
    why: 'The reader\'s feedback on a docs page (src/features/docsTools/PageFeedback), after the article: out of the search index and the page\'s Markdown.',
  },
  {
    ours: 'src/theme/BlogPostItem/Content/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Content/index.js',
    sha256: 'fd294ae5cd3ea5ed133f765df5d0b784a9b287cac88cad870ad85fb982f0fe03',
    kind: 'wrapped',
    why: 'A news post or product update without a translation gets the untranslated notice on its page (src/ui/UntranslatedContent).',
  },
  {
    ours: 'src/theme/BlogPostItem/Header/Title/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Title/index.js',
    sha256: '376760456c858ac27ad90337c1a1639ffdcc1fed0a0baa32388dd402f332c4bc',
    kind: 'wrapped',
    why: 'The title of a post with no translation (on its page and in the changelog list) is marked as English (lang).',
  },
  {
    ours: 'src/theme/BlogPostPaginator/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostPaginator/index.js',
    sha256: 'c1ccd5a24d3729b1922a828fdb0833e2cb74f8a2c13b8cc9e9c1379b45d3b43e',
    kind: 'wrapped',
    why: 'Tells its links (PaginatorNavLink) which neighbouring posts have no translation, from the front matter src/plugins/feedPosts.ts writes.',
  },
  {
    ours: 'src/theme/PaginatorNavLink/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/PaginatorNavLink/index.js',
    sha256: '4fb0010d8bef9616fa2528685364551a1576f48a54dffdade5fc49d130bfb33d',
    kind: 'wrapped',
    why: 'A paginator link to a post with no translation shows its title as English with the "(in English)" cue; relies on `title` being rendered as a node.',
  },
  {
    ours: 'src/theme/MDXPage/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/MDXPage/index.js',
    sha256: 'fc4ecd1e04a90bc7dda4244e44e286091f7c5ab921d76fabbfb5407a79863c28',
    kind: 'wrapped',
    why: 'A Markdown page without a translation gets the untranslated notice: the original is given its content wrapped, and must keep rendering the content component it is given with that component\'s metadata.',
  },
  {
    ours: 'src/theme/MDXComponents.tsx',
    original: '@docusaurus/theme-classic/lib/theme/MDXComponents/index.js',
    sha256: 'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c',
    kind: 'wrapped',
    why: 'Markdown tables are focusable, so a wide one scrolls by keyboard on a phone.',
  },
  {
    ours: 'src/clientModules/idlePrefetch/index.ts',
    original: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    kind: 'depends on internals',
    why: 'Wraps window.docusaurus.prefetch and preload (the global this file creates) to prefetch in idle time, each file once.',
  },
  {
    ours: 'src/clientModules/idlePrefetch/index.ts',
    original: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    kind: 'depends on internals',
    why: 'Does what this file does for a route (its chunk names to URLs), one <link rel="prefetch"> at a time.',
  },
  {
    ours: 'src/clientModules/idlePrefetch/index.ts',
    original: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    kind: 'depends on internals',
    why: 'Reads a chunk\'s URL through __webpack_require__.gca, which this plugin defines, and the route chunk names of @generated/routesChunkNames.',
  },
  {
    ours: 'src/clientModules/idlePrefetch/index.ts',
    original: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    kind: 'depends on internals',
    why: 'Reads @generated/routes (path, exact, strict, nested routes) and @generated/routesChunkNames (keys of a route path and a hash, leaves the chunk names), both written by this file.',
  },
  {
    ours: 'src/plugins/routeChunkPreloads.ts',
    original: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    kind: 'depends on internals',
    why: 'The post-build step that preloads each page\'s route chunks reads the generated routes.js (an array of routes whose components are ComponentCreator(path, hash)) and routesChunkNames.json (keys of a route path and a hash, leaves the chunk names), both written by this file; it fails the build when routes.js is not in that format.',
  },
  {
    ours: 'src/plugins/routeChunkPreloads.ts',
    original: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
    sha256: '3e3f7bf0ac88ab4720df0b70463d509e0c8cd7233e7accf6e79c7f5192b9f32e',
    kind: 'depends on internals',
    why: 'Reads the client manifest this plugin writes for Docusaurus (generated client-manifest.json: origins by chunk name, each the ids of the chunks loaded with it; assets by id) to find the files of a page\'s route chunks.',
  },
  {
    ours: 'src/plugins/inlineTranslations/transform.cjs',
    original: '@docusaurus/core/lib/client/exports/Translate.js',
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    kind: 'depends on internals',
    why: 'Messages are inlined at bundle time and pruned from @generated/codeTranslations: translate({message}) must still return the message when the catalogue has no entry under it (codeTranslations[id ?? message] ?? message), and <Translate> must take a string child.',
  },
  {
    ours: 'src/theme/NavbarItem/ComponentTypes.tsx',
    original: '@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js',
    sha256: '90ba290ccf01e0b8bc0adea87308f878a3c84b390d9ace12967c31538414bc9d',
    kind: 'wrapped',
    why: 'Adds the navbar item type custom-languageSwitch (src/features/layout/LanguageSwitch): a plain link to this page in the other language.',
  },
  {
    ours: 'src/features/layout/LanguageSwitch/index.tsx',
    original: '@docusaurus/theme-common/lib/utils/useAlternatePageUtils.js',
    sha256: 'eb0be73677d7d13aa1a4f29731e397e14c87d8a7d42d9d78a13936eb805a7cfb',
    kind: 'depends on internals',
    why: 'Builds the address of this page in another locale with useAlternatePageUtils (from @docusaurus/theme-common/internal), as the theme\'s locale dropdown does.',
  },
  {
    ours: 'src/theme/Logo/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/Logo/index.js',
    sha256: '60c64ce82ec8bd643531fa816ab21f34866d7c55380ea7be60985137e36c044b',
    kind: 'replaced',
    why: 'The brand\'s mark drawn inline instead of two <img> of SVG files, each of which Chromium parses as a document of its own on every page load; same link, title and accessible name.',
  },
];

/** The modules swapped at bundle time for ours (src/plugins/replacedModules), from the table. */
export const REPLACED_AT_BUNDLE_TIME = FRAMEWORK_COPIES.filter((copy) => copy.kind === 'replaced at bundle time' && copy.ours.startsWith('src/plugins/replacedModules/'));
