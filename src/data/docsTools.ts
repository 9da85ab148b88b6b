import {translate} from '@docusaurus/Translate';

/** Copy of the docs' tools: the webhook signature checker, the USSD simulator and the page's Markdown bar. */

/** src/components/WebhookSignatureChecker (its verdicts, which take values, are written out there). */
export const WEBHOOK_CHECKER_COPY = {
  noScript: translate({id: 'webhookChecker.noScript', message: 'The checker runs in your browser and needs JavaScript. The steps above do the same by hand.'}),
  label: translate({id: 'webhookChecker.label', message: 'Webhook signature checker'}),
  privacy: translate({id: 'webhookChecker.privacy', message: 'Computed in this page with Web Crypto: nothing you paste is sent anywhere or kept.'}),
  body: translate({id: 'webhookChecker.body', message: 'Raw body'}),
  bodyHint: translate({id: 'webhookChecker.bodyHint', message: 'Exactly as your endpoint received it, before any JSON parsing.'}),
  header: translate({id: 'webhookChecker.header', message: 'Signature header'}),
  headerHint: translate({id: 'webhookChecker.headerHint', message: 'With or without "Signature:", for example t=1767263400,v1=ae54…'}),
  secret: translate({id: 'webhookChecker.secret', message: 'Webhook secret'}),
  secretHint: translate({id: 'webhookChecker.secretHint', message: 'whsec_…, from the dashboard under Developers → Webhooks.'}),
  required: {
    body: translate({id: 'webhookChecker.required.body', message: 'Paste the raw body of the request.'}),
    header: translate({id: 'webhookChecker.required.header', message: 'Paste the Signature header of the request.'}),
    secret: translate({id: 'webhookChecker.required.secret', message: 'Enter the webhook secret of the endpoint.'}),
  },
  check: translate({id: 'webhookChecker.check', message: 'Check the signature'}),
  example: translate({id: 'webhookChecker.example', message: 'Fill in the worked example'}),
  valid: translate({id: 'webhookChecker.valid', message: 'Valid signature'}),
};

/** src/components/UssdSimulator. */
export const USSD_SIMULATOR_COPY = {
  noScript: translate({id: 'ussdSimulator.noScript', message: 'The simulator runs in your browser and needs JavaScript. "Test your handler" below sends the same requests by hand.'}),
  label: translate({id: 'ussdSimulator.label', message: 'USSD simulator'}),
  phone: translate({id: 'ussdSimulator.phone', message: 'Phone screen'}),
  code: translate({id: 'ussdSimulator.code', message: 'Number to dial'}),
  dial: translate({id: 'ussdSimulator.dial', message: 'Dial'}),
  reply: translate({id: 'ussdSimulator.reply', message: 'Your answer'}),
  send: translate({id: 'ussdSimulator.send', message: 'Send'}),
  cancel: translate({id: 'ussdSimulator.cancel', message: 'Cancel'}),
  again: translate({id: 'ussdSimulator.again', message: 'Dial again'}),
  idle: translate({id: 'ussdSimulator.idle', message: 'Dial the service code to start a session.'}),
  ended: translate({id: 'ussdSimulator.ended', message: 'Session ended'}),
  cancelled: translate({id: 'ussdSimulator.cancelled', message: 'You cancelled the session: no further request reaches your callback.'}),
  unknownCode: (code: string) => translate({id: 'ussdSimulator.unknownCode', message: 'This simulator answers the guide’s code, {code}, only.'}, {code}),
  emptyReply: translate({id: 'ussdSimulator.emptyReply', message: 'Type an answer, for example 1.'}),
  steps: translate({id: 'ussdSimulator.steps', message: 'What your callback sees'}),
  step: (number: number) => translate({id: 'ussdSimulator.step', message: 'Step {number}'}, {number}),
  request: translate({id: 'ussdSimulator.request', message: 'Request to your callback'}),
  response: translate({id: 'ussdSimulator.response', message: 'Your response'}),
  signed: translate({id: 'ussdSimulator.signed', message: 'Signed with the worked example’s secret, as the webhooks guide explains.'}),
};

/** src/components/CopyPageMarkdown. */
export const COPY_PAGE_MARKDOWN_COPY = {
  label: translate({id: 'docs.markdown.label', message: 'This page for AI assistants'}),
  copy: translate({id: 'docs.markdown.copy', message: 'Copy page as Markdown'}),
  view: translate({id: 'docs.markdown.view', message: 'View as Markdown'}),
  copied: translate({id: 'docs.markdown.copied', message: 'Copied: paste it into your assistant or editor.'}),
  failed: translate({id: 'docs.markdown.failed', message: 'Could not copy here: open “View as Markdown” and copy from there.'}),
};
