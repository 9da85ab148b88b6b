import {createHash} from 'node:crypto';

/**
 * static/_headers holds the site's HTTP headers, Content-Security-Policy
 * included (see the comment at its top). The post-build pipeline
 * (src/plugins/postBuild.ts) uses these functions to:
 *  - check every inline script of every page against the policy's script-src
 *    hashes; the build fails and names the hash to add (so the policy never
 *    needs 'unsafe-inline' for scripts, and no page silently breaks);
 *  - add the origins the site talks to that are only known at build time:
 *    the forms service (FORMS_ENDPOINT) to connect-src, the sign-in portals to
 *    form-action, Cloudflare Turnstile to script-src and frame-src
 *    (TURNSTILE_SITE_KEY), and a report endpoint (CSP_REPORT_URI) when one is set;
 *  - prefix the rules' paths with a BASE_URL other than "/";
 *  - put the same policy in each page as a <meta http-equiv> tag, for hosts
 *    that do not send the file's headers (GitHub Pages), without what a meta
 *    policy cannot carry (see META_IGNORED_DIRECTIVES).
 */

/** Executable inline scripts of a page (JSON data blocks such as JSON-LD are not run, so not covered by CSP). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(code);
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL, or undefined for an empty or relative one. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  return new URL(url.trim()).origin;
}

export interface HeaderInputs {
  /** Hash source → one page that needs it (for the error message). */
  scriptHashes: Map<string, string>;
  connectOrigins: string[];
  formActionOrigins: string[];
  /** Origins of third-party scripts and frames the pages load (Cloudflare Turnstile's, when its site key is set). */
  scriptOrigins?: string[];
  frameOrigins?: string[];
  baseUrl: string;
  /** Where browsers report violations (CSP_REPORT_URI); empty: no reports. */
  reportUri?: string;
  /** The other locales' folders (fr): each rule but the site-wide one also applies under /<locale> (the French build's hashed /fr/assets/). */
  otherLocales?: string[];
}

/** The name of the reporting endpoint in Reporting-Endpoints and report-to. */
export const CSP_REPORT_GROUP = 'csp';

type Directives = string[][];

function parsePolicy(policy: string): Directives {
  return policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0]);
}

function directive(directives: Directives, name: string): string[] {
  const found = directives.find((d) => d[0] === name);
  if (!found) throw new Error(`static/_headers: the Content-Security-Policy has no ${name} directive`);
  return found;
}

/** Origins a build adds to the policy's directives. */
export interface PolicyOrigins {
  /** connect-src: the forms service, the Try it sandbox. */
  connect?: string[];
  /** form-action: the sign-in portals. */
  formAction?: string[];
  /** script-src: a third party's script the pages load (Turnstile's, with TURNSTILE_SITE_KEY). */
  script?: string[];
  /** frame-src: a third party's frame the pages show (Turnstile's challenge). */
  frame?: string[];
}

/**
 * The policy with the origins a build adds (what a build with FORMS_ENDPOINT,
 * the portals or TURNSTILE_SITE_KEY set sends). A fetch directive the policy
 * does not name (frame-src) starts from default-src's sources, which it
 * would otherwise fall back to, so it allows what it allowed before, plus the origin.
 */
export function policyWithOrigins(policy: string, origins: PolicyOrigins): string {
  const directives = parsePolicy(policy);
  const add = (name: string, list: string[] = []) => {
    if (!list.length) return;
    let sources = directives.find((d) => d[0] === name);
    if (!sources && name.endsWith('-src')) directives.push((sources = [name, ...directive(directives, 'default-src').slice(1)]));
    sources ??= directive(directives, name);
    for (const origin of list) if (!sources.includes(origin)) sources.push(origin);
  };
  add('connect-src', origins.connect);
  add('form-action', origins.formAction);
  add('script-src', origins.script);
  add('frame-src', origins.frame);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Throws, naming each hash to add and a page that needs it, unless the policy allows every one of these inline scripts. */
export function checkScripts(policy: string, scriptHashes: Map<string, string>): void {
  const scriptSrc = directive(parsePolicy(policy), 'script-src');
  if (scriptSrc.includes("'unsafe-inline'")) throw new Error("static/_headers: script-src must not allow 'unsafe-inline'");
  const missing = [...scriptHashes].filter(([hash]) => !scriptSrc.includes(hash));
  if (missing.length) {
    const list = missing.map(([hash, page]) => `${hash} (an inline script in ${page})`).join('\n  ');
    throw new Error(`static/_headers: add to script-src of the Content-Security-Policy:\n  ${list}`);
  }
}

/** The Content-Security-Policy line of a _headers file, or an error when there is not exactly one. */
export function policyOf(headersText: string): string {
  const found = [...headersText.matchAll(/^\s+Content-Security-Policy:\s*(.+)$/gm)];
  if (found.length !== 1) throw new Error(`static/_headers: expected one Content-Security-Policy, found ${found.length}`);
  return found[0]![1]!;
}

/**
 * Directives a <meta http-equiv="Content-Security-Policy"> cannot carry (the
 * browser ignores them there, with a console warning): frame-ancestors (only
 * the header, or X-Frame-Options, stops other sites from framing a page),
 * reporting (report-uri, report-to) and sandbox.
 */
export const META_IGNORED_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** The policy as a page's <meta http-equiv> can carry it. */
export function metaPolicy(policy: string): string {
  return parsePolicy(policy)
    .filter((d) => !META_IGNORED_DIRECTIVES.includes(d[0]!))
    .map((d) => d.join(' '))
    .join('; ');
}

/**
 * The page with the policy as a <meta http-equiv> tag right after its charset
 * declaration, before any script or style, where the browser applies it to
 * everything that follows.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (!charset) throw new Error('no <meta charset> found to put the policy after');
  if (/http-equiv=["']?content-security-policy/i.test(html)) throw new Error('the page already has a Content-Security-Policy meta tag');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replaceAll('"', '&quot;')}">`;
  const end = charset.index + charset[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

/** The policy with a report endpoint: report-uri (every browser) and report-to (the Reporting API, named by Reporting-Endpoints). */
export function policyWithReports(policy: string, reportUri: string | undefined): string {
  if (!reportUri) return policy;
  return `${policy}; report-uri ${reportUri}; report-to ${CSP_REPORT_GROUP}`;
}

/** What a build adds to static/_headers' policy. */
export type SiteOrigins = Pick<HeaderInputs, 'connectOrigins' | 'formActionOrigins' | 'scriptOrigins' | 'frameOrigins' | 'reportUri'>;

/** The policy a build sends, from static/_headers' policy and the origins and endpoint it was built with. */
export function sitePolicy(policy: string, inputs: SiteOrigins): string {
  return policyWithReports(policyWithOrigins(policy, {connect: inputs.connectOrigins, formAction: inputs.formActionOrigins, script: inputs.scriptOrigins, frame: inputs.frameOrigins}), inputs.reportUri);
}

/** build/_headers from static/_headers; throws when an inline script is not allowed. */
export function completeHeadersFile(text: string, inputs: HeaderInputs): string {
  const prefix = inputs.baseUrl.replace(/\/$/, '');
  checkScripts(policyOf(text), inputs.scriptHashes);
  const lines = text.replace(/\n+$/, '').split('\n');
  // Each rule but the site-wide one again under every other locale's folder, after the rest.
  const localeRules = (inputs.otherLocales ?? []).flatMap((locale) =>
    rulesOf(lines)
      .filter(([path]) => !path!.startsWith('/*'))
      .flatMap(([path, ...headers]) => ['', `/${locale}${path}`, ...headers]),
  );
  const completeLine = (line: string): string[] => {
    if (line.startsWith('/')) return [prefix + line];
    const csp = /^(\s+)Content-Security-Policy:\s*(.+)$/.exec(line);
    if (!csp) return [line];
    const policy = `${csp[1]}Content-Security-Policy: ${sitePolicy(csp[2]!, inputs)}`;
    return inputs.reportUri ? [policy, `${csp[1]}Reporting-Endpoints: ${CSP_REPORT_GROUP}="${inputs.reportUri}"`] : [policy];
  };
  return [...lines, ...localeRules, ''].flatMap(completeLine).join('\n');
}

/** The rules of a headers file: each its path line and the indented header lines under it. */
function rulesOf(lines: string[]): string[][] {
  const rules: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('/')) rules.push([line]);
    else if (/^\s+\S/.test(line) && rules.length) rules.at(-1)!.push(line);
  }
  return rules;
}

