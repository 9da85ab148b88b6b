/**
 * How a stored submission reaches its team: an e-mail through SMTP (Nodemailer,
 * SMTP_URL) to the team's address, and/or a webhook (a CRM, a chat) signed as
 * the API signs its own: `Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with WEBHOOK_SECRET (docs/webhooks.mdx, the site's webhook
 * checker verifies it), and an Idempotency-Key per delivery so a receiver can
 * ignore a repeat. Plain text only: what people typed is never markup here.
 */
import {createHmac} from 'node:crypto';
import nodemailer, {type Transporter} from 'nodemailer';
import {brand} from '../../src/brand';
import type {ServiceConfig} from './config';

export interface Delivery {
  outboxId: string;
  channel: 'email' | 'webhook';
  submission: {id: string; form: string; team: string; page: string | null; locale: string | null; receivedAt: Date; values: Record<string, string>};
}

export type Deliver = (delivery: Delivery) => Promise<void>;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The team's address: TEAM_EMAIL_<TEAM> or the brand's. */
export function teamAddress(config: ServiceConfig, team: string): string {
  return config.teamEmails[team] ?? (brand.email as Record<string, string>)[team] ?? brand.email.hello;
}

export function emailText({submission}: Delivery): string {
  const lines = Object.entries(submission.values).map(([name, value]) => `${name}: ${value}`);
  return [`Form: ${submission.form}`, `Received: ${submission.receivedAt.toISOString()}`, `Page: ${submission.page ?? '-'}`, `Language: ${submission.locale ?? '-'}`, '', ...lines, '', `Submission ${submission.id}`].join('\n');
}

/** `transport`: Nodemailer's, from SMTP_URL unless given (a test's). */
export function createDeliver(config: ServiceConfig, transport: Pick<Transporter, 'sendMail'> | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined): Deliver {
  return async (delivery) => {
    const {submission} = delivery;
    if (delivery.channel === 'email') {
      if (!transport) throw new Error('SMTP_URL is not set');
      await transport.sendMail({
        from: config.mailFrom,
        to: teamAddress(config, submission.team),
        subject: `[${submission.form}] New submission ${submission.id}`,
        text: emailText(delivery),
      });
      return;
    }
    if (!config.webhook) throw new Error('WEBHOOK_URL is not set');
    const body = JSON.stringify({type: 'form.submitted', id: submission.id, form: submission.form, team: submission.team, page: submission.page, locale: submission.locale, receivedAt: submission.receivedAt.toISOString(), values: submission.values});
    const response = await fetch(config.webhook.url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Signature: signWebhook(config.webhook.secret, Math.floor(Date.now() / 1000), body), 'Idempotency-Key': `forms-outbox-${delivery.outboxId}`},
      body,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
