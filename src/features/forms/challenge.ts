/**
 * The hidden field Cloudflare Turnstile's widget writes its token in, inside
 * the form that shows it (the widget's `response-field`, on by default, under
 * its default name): the form controller reads it as it reads the honeypot,
 * at each sending, so a retry sends the widget's newest token.
 */
export const CHALLENGE_RESPONSE_FIELD = 'cf-turnstile-response';
