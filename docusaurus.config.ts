import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {brand} from './src/brand';
import {secureUrl} from './src/config/secureUrl';
import {MENU_GROUPS, NAV_BUTTONS, FOOTER_COLUMNS} from './src/data/navigation';
import codeHighlightingOnDemand from './src/plugins/codeHighlightingOnDemand';
import {codeThemeLight, codeThemeDark} from './src/data/codeThemes';
import {feedPosts} from './src/plugins/feedPosts';
import productUpdatesPage, {CHANGELOG_PLUGIN_ID} from './src/plugins/productUpdatesPage';
import apiReference from './src/plugins/apiReference';
import postBuildPipeline from './src/plugins/postBuild';
import robotsTxt from './src/plugins/robotsTxt';
import coverage, {COVERAGE_STATIC_DIR} from './src/plugins/coverage';
import newsPictures, {NEWS_PICTURES_STATIC_DIR} from './src/plugins/newsPictures';
import countries from './src/plugins/countries';
import replacedModules from './src/plugins/replacedModules';
import inlineTranslations from './src/plugins/inlineTranslations';
import {llmsIntro} from './src/plugins/llmsIntro';
import offlineDocs from './src/plugins/offlineDocs';
import {NEWS_FRONT_MATTER, NEWS_LATEST_COUNT} from './src/features/feeds/data/news';
import {UPDATE_FRONT_MATTER, UPDATES_ROUTES} from './src/features/feeds/data/updates';
import {configCopy} from './src/data/configCopy';
import {DEFAULT_LOCALE, SITE_LOCALES} from './src/constants';

/** Site URL and base path come from the environment so one build deploys anywhere. */
const siteUrl = process.env.SITE_URL || `https://www.${brand.domain}`;
const baseUrl = process.env.BASE_URL || '/';
/** The config's own texts in the locale being built: Docusaurus loads this file once per locale, with the locale in the environment. */
const copy = configCopy(process.env.DOCUSAURUS_CURRENT_LOCALE);
/** Where every form posts its JSON (src/features/forms/submit.ts); empty: forms offer an e-mail instead. https only (secureUrl). */
const formsEndpoint = secureUrl('FORMS_ENDPOINT', process.env.FORMS_ENDPOINT);
/** Sign-in pages of the customer portals (src/pages/log-in.tsx); an empty one is reported as not configured. https only. */
const portals = {
  payments: secureUrl('PORTAL_PAYMENTS_URL', process.env.PORTAL_PAYMENTS_URL),
  sms: secureUrl('PORTAL_SMS_URL', process.env.PORTAL_SMS_URL),
  ussd: secureUrl('PORTAL_USSD_URL', process.env.PORTAL_USSD_URL),
};
/**
 * The sandbox API that the API reference's Try it panels send requests to,
 * from the developer's browser; its origin joins connect-src. Empty: the
 * panels say none is configured and offer the cURL sample. https only.
 */
const sandboxApiUrl = secureUrl('SANDBOX_API_URL', process.env.SANDBOX_API_URL);
/** Where browsers report Content-Security-Policy violations (report-uri and report-to in build/_headers); empty: no reports. https only. */
const cspReportUri = secureUrl('CSP_REPORT_URI', process.env.CSP_REPORT_URI);
/**
 * Rspack + SWC (`@docusaurus/faster`); `DOCUSAURUS_FASTER=false` builds with
 * webpack + Babel instead (the benchmark compares both). Rspack's persistent
 * cache stays off: Docusaurus keys it on this file, not on the environment, so
 * a build with another BRAND_NAME or SITE_URL would reuse stale pages (~3 s saved is not worth it).
 */
const faster =
  process.env.DOCUSAURUS_FASTER === 'false'
    ? false
    : {
        swcJsLoader: true,
        swcJsMinimizer: true,
        swcHtmlMinimizer: true,
        lightningCssMinimizer: true,
        mdxCrossCompilerCache: true,
        rspackBundler: true,
        rspackPersistentCache: false,
        ssgWorkerThreads: true,
      };

const navbarItems: NonNullable<Preset.ThemeConfig['navbar']>['items'] = [
  ...MENU_GROUPS.map((group) =>
    group.items
      ? {type: 'dropdown', label: group.label, position: 'left' as const, items: group.items}
      : {to: group.to, label: group.label, position: 'left' as const},
  ),
  // This page in the other language: a plain link (src/features/layout/LanguageSwitch).
  {type: 'custom-languageSwitch', position: 'right'},
  {...NAV_BUTTONS.signIn, position: 'right', className: 'navbar-button navbar-button--ghost'},
  {...NAV_BUTTONS.onboard, position: 'right', className: 'navbar-button navbar-button--primary'},
];

const config: Config = {
  title: brand.name,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  // static/, and the coverage map that src/plugins/coverage draws at build time.
  staticDirectories: ['static', COVERAGE_STATIC_DIR, NEWS_PICTURES_STATIC_DIR],
  url: siteUrl,
  baseUrl,
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},

  future: {v4: true, faster},
  // Every inline script must be allowed by a fixed hash in static/_headers
  // (the post-build pipeline checks, src/plugins/postBuild.ts), so none may
  // vary with the site's address: the colour-mode script's storage key gets
  // no per-URL suffix, and the base-URL help banner (an inline script and
  // styles) is not emitted.
  storage: {namespace: false},
  baseUrlIssueBanner: false,

  // Without JavaScript, static/css/no-js.css shows what scripts would (every slide, every tab) and hides controls that need them.
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: `<link rel="stylesheet" href="${baseUrl}css/no-js.css">`}],

  // English at /, French (i18n/fr/) at /fr/: every locale listed here is built and published. README, Translations.
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...SITE_LOCALES],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      fr: {label: 'Français', htmlLang: 'fr'},
    },
  },

  customFields: {
    brand,
    buildYear: new Date().getFullYear(),
    formsEndpoint,
    portals,
    sandboxApiUrl,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
        },
        blog: {
          routeBasePath: 'news',
          path: 'blog',
          blogTitle: 'News',
          // /news shows the newest articles (props of the list route), older ones on /news/page/2...
          blogListComponent: '@site/src/features/feeds/NewsPage',
          postsPerPage: NEWS_LATEST_COUNT,
          archiveBasePath: null,
          blogSidebarCount: 0,
          processBlogPosts: feedPosts({folder: 'blog', schema: NEWS_FRONT_MATTER, postBasePath: '/news', routeBasePath: 'news'}),
          blogDescription: copy.newsDescription(brand.name),
          showReadingTime: true,
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          feedOptions: {
            type: ['rss', 'atom'],
            title: copy.newsFeedTitle(brand.name),
            copyright: `© ${new Date().getFullYear()} ${brand.legalName}`,
          },
        } satisfies BlogOptions,
        theme: {customCss: ['./src/css/custom.css', './src/css/navbar.css', './src/css/footer.css']},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // Route prefetches wait for idle time, each file once (see the module).
  clientModules: ['./src/clientModules/idlePrefetch', './src/clientModules/draftSweep'],

  plugins: [
    codeHighlightingOnDemand,
    productUpdatesPage,
    apiReference,
    coverage,
    newsPictures,
    // The site's countries in the locale being built (names, calling codes, example numbers): the module @countries.
    countries,
    // Each page's critical CSS inlined, the policy checked and put in each page, the search index: one pass over each page (see the module).
    postBuildPipeline({formsEndpoint, sandboxApiUrl, portals: Object.values(portals), reportUri: cspReportUri, llms: llmsIntro(brand)}),
    robotsTxt,
    // The developer hub readable offline and installable: a Workbox service worker, each locale's list of pages, the app manifest.
    offlineDocs({brand, copy}),
    replacedModules,
    // Each message (the site's and the theme's) in the module that shows it, in the locale being built; main.js's catalogue keeps only those looked up some other way.
    inlineTranslations,
    [
      '@docusaurus/plugin-content-blog',
      {
        id: CHANGELOG_PLUGIN_ID,
        path: 'changelog',
        // The paginated history and its feeds; each update's page is /updates/{id} (feedPosts).
        routeBasePath: UPDATES_ROUTES.history.slice(1),
        processBlogPosts: feedPosts({folder: 'changelog', schema: UPDATE_FRONT_MATTER, postBasePath: UPDATES_ROUTES.post, routeBasePath: UPDATES_ROUTES.history.slice(1)}),
        blogTitle: 'Changelog',
        blogListComponent: '@site/src/features/feeds/FeedListPage',
        archiveBasePath: null,
        blogDescription: copy.changelogDescription(brand.name),
        blogSidebarCount: 0,
        showReadingTime: false,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        feedOptions: {
          type: ['rss', 'atom'],
          title: copy.updatesFeedTitle(brand.name),
          copyright: `© ${new Date().getFullYear()} ${brand.legalName}`,
        },
      } satisfies BlogOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    // Open Graph and Twitter cards: Docusaurus adds title, description, URL and
    // the image (this one, or a news article's own, also 1200 × 630); these complete them.
    metadata: [
      {name: 'theme-color', content: brand.themeColor},
      {property: 'og:site_name', content: brand.name},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
    ],
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true}},
    navbar: {
      title: brand.name,
      logo: {
        alt: copy.logoAlt(brand.name),
        src: brand.logo.light,
        srcDark: brand.logo.dark,
        width: brand.logo.width,
        height: brand.logo.height,
      },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: FOOTER_COLUMNS.map((column) => ({title: column.title, items: column.items})),
      // The copyright line is a component (theme/Footer/Layout) so the year stays current.
    },
    prism: {
      theme: codeThemeLight,
      darkTheme: codeThemeDark,
      additionalLanguages: ['bash', 'json', 'python', 'php', 'java', 'csharp'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
