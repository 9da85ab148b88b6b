/**
 * Cloudflare Turnstile, when TURNSTILE_SECRET_KEY is set: the token the page's
 * challenge gave is checked with Cloudflare's siteverify before anything is
 * stored. Without the secret, no challenge (the honeypot, the minimum time
 * and the rate still apply).
 */
export async function verifyChallenge({secret, verifyUrl}: {secret: string; verifyUrl: string}, token: string | undefined, remoteip: string): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(verifyUrl, {method: 'POST', body: new URLSearchParams({secret, response: token, remoteip}), signal: AbortSignal.timeout(10_000)});
    const outcome = (await response.json()) as {success?: boolean};
    return outcome.success === true;
  } catch {
    return false;
  }
}
