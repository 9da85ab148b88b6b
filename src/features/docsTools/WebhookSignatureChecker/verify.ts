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

/** `t` and `v1` of a Signature header, with or without its name. */
export function parseSignatureHeader(header: string): {timestamp?: number; signature?: string} {
  const value = header.trim().replace(/^signature\s*:\s*/i, '');
  const parts = Object.fromEntries(
    value
      .split(',')
      .map((part) => part.trim().split('=', 2))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  const timestamp = /^\d{1,12}$/.test(parts.t ?? '') ? Number(parts.t) : undefined;
  const signature = /^[0-9a-f]{64}$/i.test(parts.v1 ?? '') ? parts.v1!.toLowerCase() : undefined;
  return {...(timestamp === undefined ? {} : {timestamp}), ...(signature === undefined ? {} : {signature})};
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
  const {timestamp, signature} = parseSignatureHeader(header);
  if (timestamp === undefined) return {kind: 'bad-header', problem: 'no-timestamp'};
  if (signature === undefined) return {kind: 'bad-header', problem: 'no-signature'};
  if ((await signatureOf(secret, timestamp, body)) === signature) {
    const ageSeconds = now - timestamp;
    return Math.abs(ageSeconds) > SIGNATURE_TOLERANCE_SECONDS ? {kind: 'expired', signedAt: timestamp, ageSeconds} : {kind: 'valid', signedAt: timestamp};
  }
  if (/^(sk|pk)_(test|live)_/.test(secret.trim())) return {kind: 'api-key'};
  for (const original of likelyOriginals(body)) {
    if ((await signatureOf(secret, timestamp, original.body)) === signature) return {kind: 'altered-body', change: original.change};
  }
  return {kind: 'mismatch', signedAt: timestamp};
}
