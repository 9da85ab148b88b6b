/**
 * The site's business constants (intervals, thresholds, breakpoint, bounds), in one module.
 * Import them; never retype a value. Plain values only: a figure derived from
 * the site's data (the number of markets) is in src/data/figures.ts.
 */

/** The site's languages: English at /, the others under /<locale>/ (docusaurus.config.ts builds every one). */
export const SITE_LOCALES = ['en', 'fr'] as const;
export const DEFAULT_LOCALE = 'en' satisfies (typeof SITE_LOCALES)[number];

/** Hero carousel: time each slide stays before the next one. */
export const HERO_INTERVAL_MS = 6000;
/** Services carousel: time between two advances. */
export const SERVICES_INTERVAL_MS = 3000;
/** Services carousel: logos visible at a time. */
export const SERVICES_VISIBLE_LOGOS = 4;
/** The navbar turns compact once the page is scrolled more than this. */
export const NAV_COMPACT_THRESHOLD_PX = 80;
/** Below this width the navbar is a hamburger menu; at and above it, inline groups. */
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * The theme's own breakpoint (Infima's, and @docusaurus/theme-common's useWindowSize): wider than this,
 * the docs sidebar and the table of contents are shown beside the page; at or below, they are hidden
 * and reached from the menu and the "On this page" button.
 */
export const THEME_DESKTOP_BREAKPOINT_PX = 996;

export const OFFICE_COUNT = 6;
export const PARTNER_LOGO_COUNT = 16;
export const MENU_GROUP_COUNT = 6;
/** About page stats: count-up duration and the share of the block that must be visible. */
export const STATS_ANIMATION_MS = 2000;
export const STATS_VISIBILITY_THRESHOLD = 0.5;
/**
 * How long a form's draft (what a visitor typed, never a password) stays in
 * this browser after the last change: long enough to come back with a
 * client code or an address looked up the next day or after a weekend, short
 * enough that personal details do not linger on a shared computer. Sending
 * the form or "Clear my answers" deletes it at once.
 */
export const FORM_DRAFT_MAX_AGE_DAYS = 7;

/**
 * How long the developer hub's pages, scripts and pictures kept for offline
 * reading stay in the browser after they were fetched (src/plugins/offlineDocs.ts);
 * the privacy page states it.
 */
export const OFFLINE_DOCS_MAX_AGE_DAYS = 60;
/**
 * The newest dated version of the API (the `Api-Version` header): the one the reference describes and the
 * code samples send: the first value of the contract's `Api-Version` enum
 * (tests/unit/apiVersions.test.ts).
 */
export const API_VERSION = '2026-11-30';
/**
 * How long the forms service (service/) keeps what a form sent, in months
 * after it was received: the privacy page says it (both languages) and the
 * service's purge deletes older submissions and their deliveries, every six
 * hours and on `npm run forms -- purge`. What leads to a customer, partner or
 * employee relationship is copied into that relationship's own records by the
 * team, under the periods the privacy page gives for them.
 */
export const FORM_SUBMISSION_RETENTION_MONTHS = 12;
/** The least time a person takes to fill a form, from its appearance to its sending: the forms service takes a faster one for a script; a page waits out the rest before it sends (a restored draft sent at once). */
export const FORM_MIN_FILL_MS = 2000;
/**
 * Cloudflare Turnstile, the optional challenge of the forms (TURNSTILE_SITE_KEY
 * when the site is built, TURNSTILE_SECRET_KEY in the forms service): the
 * origin of its widget's script and frame (added to the pages' script-src and
 * frame-src only when the site key is set) and of its siteverify endpoint.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** The largest request body the forms service reads (bytes): the longest form filled to every field's bound is under 16 KiB of UTF-8. */
export const FORM_SUBMISSION_MAX_BYTES = 32 * 1024;
/** Legacy payment API v1: announced sunset, and the version to migrate to. */
export const LEGACY_API = {version: 'v1', sunset: '2023-09-30', migrateTo: 'v3'} as const;
/** Growth budget quoted in copy. */
export const GROWTH_BUDGET = {amountUsd: 3000, per: 'year'} as const;
/**
 * Try it (API reference): how long a request to the sandbox may take before
 * the panel gives up and says so (the sandbox answers in well under a second;
 * a mobile connection that stalls should not leave the developer waiting).
 */
export const TRY_IT_TIMEOUT_MS = 10_000;
/**
 * The longest text each field of the docs' tools takes (its maxlength): more
 * typed or pasted is cut there, and the field says so (as the forms do), so
 * that a huge paste never freezes the page.
 */
export const TOOL_INPUT_MAX_LENGTH = {
  /** USSD simulator, the number dialled and each answer: a USSD string is at most 182 characters (3GPP TS 22.090). */
  ussd: 182,
  /** Webhook signature checker, the raw body: 256 KiB, far above any webhook the API sends. */
  webhookBody: 256 * 1024,
  /** A Signature header: `t=` and `v1=` take under 100 characters; room for the header's name and a second signature. */
  signatureHeader: 512,
  /** The SMS composer's message: the longest message the API sends (its contract's `message.maxLength`, a unit test ties them). */
  smsMessage: 1600,
  /** The comment of a docs page's feedback: a few paragraphs. */
  feedbackComment: 2000,
  /** A webhook secret, or a sandbox API key in Try it (a well-formed one is under 140 characters). */
  secret: 200,
  /** Try it: a path parameter or a header's value (above the API's own bounds, so that its refusal can be tried). */
  parameter: 256,
  /** Try it: the JSON request body, 256 KiB. */
  requestBody: 256 * 1024,
} as const;
/** API keys: sandbox keys start with the first, live keys with the second (Try it takes sandbox keys only). */
export const API_KEY_PREFIXES = {sandbox: 'sk_test_', live: 'sk_live_'} as const;
/** Values used in code samples. */
export const SAMPLE_PAYMENT = {amount: 1000, currency: 'KES'} as const;
