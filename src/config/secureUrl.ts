/**
 * Addresses the site sends visitors or their data to (the forms service, the
 * customer portals, the CSP report endpoint) come from the environment at
 * build time. Each must be an https:// URL: over plain http, what a visitor
 * types (an e-mail address, an onboarding form) would cross the network
 * readable and changeable by anyone on the way. Local addresses
 * (localhost, 127.0.0.1, [::1]) may use http, for tests on this machine.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL in `value` (trimmed), '' when unset; throws, naming `variable`, when it is not https (or local http). */
export function secureUrl(variable: string, value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${variable} must be an https:// URL; "${trimmed}" is not a URL.`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new Error(`${variable} must be an https:// URL (http:// is allowed only for localhost, 127.0.0.1 and [::1]); found "${trimmed}".`);
  }
  if (url.username || url.password) throw new Error(`${variable} must not carry a user name or password; found "${url.protocol}//…@${url.host}".`);
  return trimmed;
}

/** A public key given to a third party's script (TURNSTILE_SITE_KEY), '' when unset; throws, naming `variable`, unless it is letters, digits, '-' and '_' (it is written into the pages' configuration). */
export function siteKey(variable: string, value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed && !/^[\w-]{1,100}$/.test(trimmed)) throw new Error(`${variable} must be letters, digits, '-' and '_' only (a Cloudflare Turnstile site key, e.g. 0x4AAAAAAA…); found "${trimmed}".`);
  return trimmed;
}
