import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withLoader} from './scriptsAfterFirstPaint';

/**
 * static/_headers holds the site's HTTP headers, Content-Security-Policy
 * included (see the comment at its top). After the build, this plugin checks
 * and completes the copy in build/_headers:
 *  - every inline script of every page must be allowed by its hash in
 *    script-src; otherwise the build fails and names the hash to add (so the
 *    policy never needs 'unsafe-inline' for scripts, and no page silently breaks);
 *  - origins the site talks to that are only known at build time are added:
 *    the forms service (FORMS_ENDPOINT) to connect-src, the sign-in portals to form-action;
 *  - under a BASE_URL other than "/", the rules' paths get it as prefix.
 */

/** Executable inline scripts of a page (JSON data blocks such as JSON-LD are not run, so not covered by CSP). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
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
  baseUrl: string;
}

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

/** The policy with the forms service allowed in connect-src and the portals in form-action (what a build with those set sends). */
export function policyWithOrigins(policy: string, origins: {connect?: string[]; formAction?: string[]}): string {
  const directives = parsePolicy(policy);
  const add = (name: string, list: string[] = []) => {
    const sources = directive(directives, name);
    for (const origin of list) if (!sources.includes(origin)) sources.push(origin);
  };
  add('connect-src', origins.connect);
  add('form-action', origins.formAction);
  return directives.map((d) => d.join(' ')).join('; ');
}

function checkScripts(policy: string, scriptHashes: Map<string, string>): void {
  const scriptSrc = directive(parsePolicy(policy), 'script-src');
  if (scriptSrc.includes("'unsafe-inline'")) throw new Error("static/_headers: script-src must not allow 'unsafe-inline'");
  const missing = [...scriptHashes].filter(([hash]) => !scriptSrc.includes(hash));
  if (missing.length) {
    const list = missing.map(([hash, page]) => `${hash} (an inline script in ${page})`).join('\n  ');
    throw new Error(`static/_headers: add to script-src of the Content-Security-Policy:\n  ${list}`);
  }
}

/** build/_headers from static/_headers; throws when an inline script is not allowed. */
export function completeHeadersFile(text: string, inputs: HeaderInputs): string {
  const prefix = inputs.baseUrl.replace(/\/$/, '');
  let policies = 0;
  const lines = text.split('\n').map((line) => {
    if (line.startsWith('/')) return prefix + line;
    const csp = /^(\s+Content-Security-Policy:\s*)(.+)$/.exec(line);
    if (!csp) return line;
    policies += 1;
    checkScripts(csp[2]!, inputs.scriptHashes);
    return csp[1] + policyWithOrigins(csp[2]!, {connect: inputs.connectOrigins, formAction: inputs.formActionOrigins});
  });
  if (policies !== 1) throw new Error(`static/_headers: expected one Content-Security-Policy, found ${policies}`);
  return lines.join('\n');
}

export interface SecurityHeadersOptions {
  formsEndpoint: string;
  portals: string[];
}

export default function securityHeaders(options: SecurityHeadersOptions): () => Plugin {
  return () => ({
    name: 'security-headers',
    async postBuild({outDir, baseUrl}) {
      const file = path.join(outDir, '_headers');
      const scriptHashes = new Map<string, string>();
      const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
      for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
        const page = path.join(entry.parentPath, entry.name);
        for (const code of inlineScripts(withLoader(await readFile(page, 'utf8')))) {
          const hash = scriptHashSource(code);
          if (!scriptHashes.has(hash)) scriptHashes.set(hash, path.relative(outDir, page));
        }
      }
      const complete = completeHeadersFile(await readFile(file, 'utf8'), {
        scriptHashes,
        connectOrigins: [originOf(options.formsEndpoint)].filter((o): o is string => !!o),
        formActionOrigins: options.portals.map(originOf).filter((o): o is string => !!o),
        baseUrl,
      });
      await writeFile(file, complete);
    },
  });
}
