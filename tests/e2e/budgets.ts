/**
 * JavaScript budgets: gzip bytes of the scripts a route loads on first visit.
 * Raise a budget only with a reason in the commit message.
 */
export const JS_BUDGET_GZIP_BYTES = {
  /**
   * Marketing and company pages: the Docusaurus runtime, React and the
   * shared layout (measured 106–116 KB). Raised from 110 KB when the docs,
   * news and product updates arrived: Docusaurus keeps the table of every
   * route in main.js (about 150 bytes gzip per page; 73 pages add 6 KB).
   * Raised to 118 KB for the site without JavaScript: the no-JavaScript menu (NoScriptMenu, about
   * 1 KB, rendered into <noscript> on every page) and the tab ids put /apply
   * at 117.1 KB. Then the page metadata (now src/data/pages/) stopped importing
   * the home page's data, which every page with PAGES had carried: 2.5 KB back
   * (/onboard 118.3 → 115.8 KB). Still to win: render that menu at build time only.
   * Raised to 119 KB when start-up was split into tasks
   * (a replaced client entry, removed since: issue 50): modules loaded with import()
   * keep their export objects and cannot be merged into the entry, which put
   * /onboard at 118.2 KB; in exchange main.js's ~45 ms evaluation task is gone
   * (Lighthouse median TBT over all routes 139 → 77 ms). Product pages
   * fell to 110–111 KB when the mobile money code sample stopped shipping
   * with every page built from sections (SectionedPageView's slots).
   * Lowered to 118 KB when each page carried only its own head and hero
   * (src/data/pages/<page>.ts instead of every page's words in one table):
   * /fr/apply 119.3 → 117.4 KB. Raised back to 119 KB for every market served
   * end to end: the forms' Country list carries every market's name, calling code
   * and example number in the page's language (the forms' shared chunk +0.65 KB:
   * /fr/contact/partnerships 117.4 → 118.1 KB), and /coverage the franc zone's
   * wallets, their former names and the wallets' badge (/fr/coverage 118.9 KB,
   * /coverage 118.3 KB). Still to win: the example numbers only where the
   * telephone's hint is shown.
   * Raised to 119.5 KB for the SMS composer and the docs feedback: the shared
   * constants module carries their two input bounds to every page, and /coverage's
   * cards their rendering class (/fr/coverage 119,004 bytes). Still to win: the
   * tools' bounds out of the module every page loads.
   * Raised to 121 KB when the API reference became a page per resource: each
   * route adds its entry to main.js's route table and its chunks to the runtime's
   * map, on every page (6 reference routes more per locale: main.js + runtime
   * +0.6 KB, /fr/coverage 119,829 bytes); the contract's 13 tags will make 13 more
   * than the one page, about 0.7 KB more. Still to win: the route table out of main.js.
   * Raised to 122 KB for the parts below the window left out of hydration
   * (src/ui/HydrateNearScreen, in every page's footer: main.js +0.7 KB gzip,
   * 108,858 → 109,559 bytes, /fr/coverage 121,111 bytes), which spares React
   * the footer's some 60 elements on every page at start-up (403 → 306 on the
   * home page, 504 → 444 on /docs/webhooks).
   * Raised to 145.9 KB for React 19, as stock Docusaurus ships it: by what
   * React alone adds to main.js and nothing more (the build of f3abd63 on
   * React 18.3 against the same code on React 19.3: main.js 109,559 →
   * 133,430 bytes gzip -9, +23.9 KB; French 109,824 → 133,754): /fr/coverage
   * 121,111 → 143,824 bytes, with the start-up split's import() objects gone
   * (the replaced client entry) and the bundler's runtime
   * back in a file of its own, as Docusaurus writes it.
   * Raised to 146.8 KB for API version 2026-11-30 and the forms' optional
   * challenge (issues 49 and 52; main 13bf216 against the merge of both, measured
   * as this test does): main.js +0.6 KB (the new docs
   * pages' entries in the route table: the upgrade guide, the typed client) and
   * the runtime +0.15 KB; the forms' chunk +0.5 KB (the challenge field, which
   * loads Turnstile's library only when the site is built with its key):
   * /fr/onboard 145,279 → 146,534 bytes, /fr/onboard/payments 146,541.
   */
  page: 146_800,
  /**
   * Markdown pages (docs, news, changelog and updates, legal), pages built from
   * them (product updates: the updates as route props, and a form) and pages
   * with code samples (developer hub, API reference: its index and every page
   * under /api-reference/) carry the MDX components, the tabs and Prism too
   * (measured 116–151 KB). Lowered from 165 KB to 155 KB on 2026-11-28
   * (issue 26): the heaviest, /fr/docs/guides/mobile-money, loads 153.9 KB
   * (/fr/docs/webhooks 153.3 KB), the tools and the highlighter loading only
   * when reached. Marketing pages stay at 122 KB: /fr/coverage loads 121.1 KB.
   * Raised to 178.9 KB for React 19 (+23.9 KB, what React adds to main.js:
   * see the page budget): /fr/docs/guides/mobile-money 177,333 bytes.
   * Raised to 180.4 KB when main's forms work (the docs feedback form's
   * Idempotency-Key, field problems and wait) merged in: /fr/docs/guides/mobile-money
   * 177,333 → 180,325 bytes, /fr/docs/webhooks 179,649. Not React's: to win
   * back in the feedback form (issue 52), then lower this again.
   * Raised to 182 KB when main's French work (h51fr) merged in (10c7a1a):
   * /fr/docs/guides/mobile-money 181,915 bytes and /fr/docs/webhooks 181,220
   * on the build of 446225f, whose JavaScript is that merge's (its own change
   * is in the HTML only); removing the transition swap then added 32 bytes
   * (181,947 and 181,252). Not React's either: to win back with the rest.
   * Raised to 188.8 KB for API version 2026-11-30 (issue 49), measured as the
   * page budget's last raise: what grew is the pages' own content, which
   * Docusaurus ships as each page's JavaScript: the samples with a production
   * integration's habits in seven languages (Api-Version, Idempotency-Key, the
   * status checked, a list read to its end: /fr/docs's chunk 13.9 → 22.0 KB) and
   * the webhooks guide's new sections (listing and resending events, rotating the
   * secret: /fr/docs/webhooks's chunk 18.4 → 24.3 KB), plus main.js +0.6 KB for
   * the new routes: /fr/docs/webhooks 180,921 → 188,162 bytes, /fr/docs 176,384 →
   * 185,926 (13bf216, before the French work, against the merge of both). Still to win: the six languages a reader does not see, out of each
   * page's chunk until their tab is chosen.
   */
  content: 188_800,
} as const;

export function budgetFor(route: string): number {
  return /^\/(docs|news|changelog|updates|product-updates|api-docs|api-reference|terms|privacy|security|mobile-money)(\/|$)/.test(route) ? JS_BUDGET_GZIP_BYTES.content : JS_BUDGET_GZIP_BYTES.page;
}
