import {SIGNATURE_TOLERANCE_SECONDS} from '@site/src/features/docsTools/data/webhookExample';

/**
 * What the signature checker concludes, and why: the checks a webhook
 * endpoint makes (docs/webhooks.mdx, "Verify the signature"), computed with
 * Web Crypto in the page. Nothing here sends anything anywhere.
 */
export type Verdict =
  | {kind: 'valid'; signedAt: number}
  | {kind: 'expired'; signedAt: number; ageSeconds: number}
  | {kind: 'bad-header'; problem: 'no-timestamp' | 'no-signature'}
  | {kind: 'api-key'}
  | {kind: 'altered-body'; change: 'trailing-newline' | 'reformatted'}
  | {kind: 'mismatch'; signedAt: number};

/**
 * `t` and every `v1` of a Signature header, with or without its name. While an endpoint's secret is
 * rotated, a delivery carries two `v1`, one per secret (`t=…,v1=<new>,v1=<old>`).
 */
export function parseSignatureHeader(header: string): {timestamp?: number; signatures: string[]} {
  const pairs = header
    .trim()
    .replace(/^signature\s*:\s*/i, '')
    .split(',')
    .map((part) => part.trim().split('=', 2))
    .filter((pair): pair is [string, string] => pair.length === 2);
  const t = pairs.find(([name]) => name === 't')?.[1] ?? '';
  const timestamp = /^\d{1,12}$/.test(t) ? Number(t) : undefined;
  const signatures = pairs.filter(([name, value]) => name === 'v1' && /^[0-9a-f]{64}$/i.test(value)).map(([, value]) => value.toLowerCase());
  return {...(timestamp === undefined ? {} : {timestamp}), signatures};
}

/** Hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret (Web Crypto). */
export async function signatureOf(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The body as it was probably signed, when what was pasted differs from it in a common way. */
function likelyOriginals(body: string): {change: 'trailing-newline' | 'reformatted'; body: string}[] {
  const candidates: {change: 'trailing-newline' | 'reformatted'; body: string}[] = [];
  // trimEnd(), not replace(/\s+$/): that backtracks over every run of spaces, minutes for a long body of them.
  if (/\s$/.test(body)) candidates.push({change: 'trailing-newline', body: body.trimEnd()});
  else candidates.push({change: 'trailing-newline', body: `${body}\n`});
  try {
    const compact = JSON.stringify(JSON.parse(body));
    if (compact !== body) candidates.push({change: 'reformatted', body: compact});
  } catch {
    // Not JSON: nothing to re-serialise.
  }
  return candidates;
}

export async function checkSignature({body, header, secret, now}: {body: string; header: string; secret: string; now: number}): Promise<Verdict> {
  const {timestamp, signatures} = parseSignatureHeader(header);
  if (timestamp === undefined) return {kind: 'bad-header', problem: 'no-timestamp'};
  if (signatures.length === 0) return {kind: 'bad-header', problem: 'no-signature'};
  // Any `v1` signed with this secret will do: during a rotation, the other is the other secret's.
  if (signatures.includes(await signatureOf(secret, timestamp, body))) {
    const ageSeconds = now - timestamp;
    return Math.abs(ageSeconds) > SIGNATURE_TOLERANCE_SECONDS ? {kind: 'expired', signedAt: timestamp, ageSeconds} : {kind: 'valid', signedAt: timestamp};
  }
  if (/^(sk|pk)_(test|live)_/.test(secret.trim())) return {kind: 'api-key'};
  for (const original of likelyOriginals(body)) {
    if (signatures.includes(await signatureOf(secret, timestamp, original.body))) return {kind: 'altered-body', change: original.change};
  }
  return {kind: 'mismatch', signedAt: timestamp};
}
