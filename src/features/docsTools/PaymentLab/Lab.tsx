import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@site/src/ui/DeferredCodeBlock';
import {toMinorUnits, walletsOf, type WalletId} from '@site/src/features/coverage/data/markets';
import {SANDBOX_NUMBERS} from '@site/src/features/coverage/data/sandboxNumbers';
import {eventTypesOf, NO_ANSWER_SECONDS, SANDBOX_OUTCOMES, type SandboxOutcome} from '@site/src/features/coverage/data/sandboxOutcomes';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import * as OUTCOME_COPY from '@site/src/features/coverage/SandboxOutcomes/copy';
import CodeSamples from '@site/src/features/api/CodeSamples';
import {WEBHOOK_EXAMPLE} from '@site/src/features/docsTools/data/webhookExample';
import {marketsByLocalName} from '@site/src/features/docsTools/data/marketChoices';
import {toolFormStyles} from '@site/src/ui/ToolField';
import {API_VERSION, SAMPLE_PAYMENT} from '@site/src/constants';
import {API_SAMPLES} from '@site/src/features/api/data/samples';
import {labIds, lifecycleSteps, POLL_AFTER_SECONDS, requestBody, signedWebhook, type LabIds, type LabPayment, type LabStep, type LabStepKind, type LabWebhookKind} from './lifecycle';
import {LAB_COPY as COPY} from './copy';
import {LAB_LINKS, LAB_WEBHOOK_PATH} from './links';
import styles from './styles.module.css';

/** The pace of a played payment: one step each this long (all at once when the reader asks for less motion). */
const STEP_INTERVAL_MS = 900;
/** The lab's example payment: the code samples' amount (in the chosen currency's main unit, sent in its minor unit) and order reference. */
const AMOUNT = SAMPLE_PAYMENT.amount;
const REFERENCE = API_SAMPLES.createPayment.body.reference;

interface Played {
  payment: LabPayment;
  ids: LabIds;
  steps: LabStep[];
  shown: number;
  /** Each webhook step's delivery, once signed. */
  webhooks: Partial<Record<LabWebhookKind, {signature: string; body: string}>>;
}

/** A payment played now (an event handler's work: the time and the ids change at each play). */
function newPlay(payment: Omit<LabPayment, 'startedAt'>): Played {
  const steps = lifecycleSteps(payment.outcome);
  return {payment: {...payment, startedAt: Math.floor(Date.now() / 1000)}, ids: labIds(), steps, shown: prefersLessMotion() ? steps.length : 1, webhooks: {}};
}

function prefersLessMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Each kind of step's title, from the wallet's name and the payment's outcome. */
const STEP_TITLES: Record<LabStepKind, (walletName: string, outcome: SandboxOutcome) => ReactNode> = {
  request: () => COPY.stepTitles.request,
  prompt: (walletName) => COPY.stepTitles.prompt(walletName),
  refused: (walletName) => COPY.stepTitles.refused(walletName),
  'no-answer': () => COPY.stepTitles['no-answer'],
  webhook: (_walletName, outcome) => COPY.stepTitles.webhook(<code>{eventTypesOf(outcome)[0]}</code>),
  reversal: (_walletName, outcome) => COPY.stepTitles.reversal(<code>{eventTypesOf(outcome)[1]}</code>),
};

function Step({step, played, walletName}: {step: LabStep; played: Played; walletName: string}): ReactNode {
  const {payment, ids} = played;
  const webhook = step.kind === 'webhook' || step.kind === 'reversal' ? played.webhooks[step.kind] : undefined;
  const outcome = payment.outcome;
  const title = STEP_TITLES[step.kind](walletName, outcome);
  const advice = step.kind === 'no-answer' ? COPY.advice['no-answer'](POLL_AFTER_SECONDS, NO_ANSWER_SECONDS) : COPY.advice[step.kind];
  return (
    <li className={styles.step} data-status={step.status}>
      <p className={styles.when}>{COPY.at(step.atSeconds)}</p>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.status}>{COPY.status(<code>{step.status}</code>)}</p>
      <p>
        <strong>{COPY.whatToDo}</strong> {advice}
      </p>
      {step.kind === 'request' && (
        <>
          <CodeBlock language="http" title={COPY.request}>{`POST /v1/payments\nApi-Version: ${API_VERSION}\nIdempotency-Key: ${ids.idempotencyKey}\n\n${requestBody(payment)}`}</CodeBlock>
          <p>
            <Link to={LAB_LINKS.idempotency}>{COPY.links.idempotency}</Link>
          </p>
        </>
      )}
      {(step.kind === 'webhook' || step.kind === 'reversal') && (
        <>
          <p>{COPY.outcomeAdvice[step.kind === 'reversal' ? 'reversed_by_operator' : outcome.refundsFail ? 'refundsFail' : outcome.reversedAfterSeconds !== undefined || !outcome.failureCode ? 'success' : outcome.failureCode]}</p>
          {webhook && (
            <CodeBlock language="http" title={COPY.signedWebhook}>{`POST ${LAB_WEBHOOK_PATH}\nContent-Type: application/json\nSignature: ${webhook.signature}\n\n${webhook.body}`}</CodeBlock>
          )}
          <p className={toolFormStyles.note}>{COPY.signedWith(<code>{WEBHOOK_EXAMPLE.secret}</code>)}</p>
          <ul className={styles.links}>
            <li>
              <Link to={LAB_LINKS.verify}>{COPY.links.verify}</Link>
            </li>
            <li>
              <Link to={LAB_LINKS.retries}>{COPY.links.retries}</Link>
            </li>
            {step.status !== 'succeeded' && (
              <li>
                <Link to={LAB_LINKS.failures}>{COPY.links.failures}</Link>
              </li>
            )}
          </ul>
        </>
      )}
      {step.sample && (
        <details className={styles.code}>
          <summary>{COPY.code}</summary>
          <CodeSamples sample={step.sample} />
        </details>
      )}
    </li>
  );
}

/**
 * The sandbox page's payment-lifecycle lab: choose a market, a wallet and an
 * outcome (the sandbox's test numbers and outcomes, the one source), then play
 * the payment through its states, with the signed webhook that ends it, what
 * the integration does at each step, and the code for it. Computed in the
 * page (./lifecycle.ts); nothing is sent.
 */
export default function Lab(): ReactNode {
  const id = useId();
  const markets = useMemo(() => marketsByLocalName((market) => market.wallets.length > 0), []);
  const [marketCode, setMarketCode] = useState(markets[0]!.market.code);
  const chosen = markets.find(({market}) => market.code === marketCode) ?? markets[0]!;
  const wallets = walletsOf(chosen.market);
  const [walletValue, setWalletValue] = useState<WalletId>(wallets[0]!.value);
  const wallet = wallets.find((entry) => entry.value === walletValue) ?? wallets[0]!;
  const [digit, setDigit] = useState<SandboxOutcome['digit']>(SANDBOX_OUTCOMES[0]!.digit);
  const outcome = SANDBOX_OUTCOMES.find((entry) => entry.digit === digit) ?? SANDBOX_OUTCOMES[0]!;
  const phoneNumber = `${SANDBOX_NUMBERS[chosen.market.code]?.[wallet.value] ?? ''}${outcome.digit}`;
  const [played, setPlayed] = useState<Played | null>(null);

  // One step at a time, as the payment would go; every step at once for a reader who asked for less motion.
  useEffect(() => {
    if (!played || played.shown >= played.steps.length) return undefined;
    const timer = window.setTimeout(() => setPlayed((current) => current && {...current, shown: current.shown + 1}), STEP_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [played]);

  const choose = (change: () => void) => {
    change();
    // The timeline belongs to what was chosen: a new choice clears it.
    setPlayed(null);
  };

  const play = () => {
    const currency = chosen.market.currency.code;
    const next = newPlay({outcome, phoneNumber, wallet: wallet.value, currency, amount: toMinorUnits(AMOUNT, currency), reference: REFERENCE});
    const {payment, ids} = next;
    setPlayed(next);
    for (const step of next.steps) {
      if (step.kind !== 'webhook' && step.kind !== 'reversal') continue;
      const kind: LabWebhookKind = step.kind;
      void signedWebhook(payment, ids, WEBHOOK_EXAMPLE.secret, kind).then(({signature, body}) =>
        setPlayed((current) => (current && current.ids === ids ? {...current, webhooks: {...current.webhooks, [kind]: {signature, body}}} : current)),
      );
    }
  };

  const name = walletLabel(wallet);
  const visible = played ? played.steps.slice(0, played.shown) : [];
  const latest = visible[visible.length - 1];
  return (
    <form className={toolFormStyles.frame} aria-label={COPY.label} noValidate onSubmit={(event) => event.preventDefault()}>
      <p className={toolFormStyles.note}>{COPY.privacy}</p>
      <div className={styles.choices}>
        <div className={toolFormStyles.field}>
          <label htmlFor={`${id}-market`}>{COPY.market}</label>
          <select
            id={`${id}-market`}
            className={toolFormStyles.select}
            value={marketCode}
            onChange={(event) =>
              choose(() => {
                const market = markets.find((entry) => entry.market.code === event.target.value)!.market;
                setMarketCode(market.code);
                setWalletValue(walletsOf(market)[0]!.value);
              })
            }>
            {markets.map(({market, name: marketName}) => (
              <option key={market.code} value={market.code}>
                {marketName}
              </option>
            ))}
          </select>
        </div>
        <div className={toolFormStyles.field}>
          <label htmlFor={`${id}-wallet`}>{COPY.wallet}</label>
          <select id={`${id}-wallet`} className={toolFormStyles.select} value={wallet.value} onChange={(event) => choose(() => setWalletValue(event.target.value as WalletId))}>
            {wallets.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {walletLabel(entry)}
              </option>
            ))}
          </select>
        </div>
        <div className={toolFormStyles.field}>
          <label htmlFor={`${id}-outcome`}>{COPY.outcome}</label>
          <select id={`${id}-outcome`} className={toolFormStyles.select} value={outcome.digit} onChange={(event) => choose(() => setDigit(event.target.value as SandboxOutcome['digit']))}>
            {SANDBOX_OUTCOMES.map((entry) => (
              <option key={entry.digit} value={entry.digit}>
                {COPY.outcomeOption(entry.digit, OUTCOME_COPY.outcomeNames[entry.digit])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.number}>{COPY.testNumber(<code>{phoneNumber}</code>)}</p>
      <div className={toolFormStyles.actions}>
        <button type="button" className="button button--primary button--sm" onClick={play}>
          {played ? COPY.playAgain : COPY.play}
        </button>
        {played && played.shown < played.steps.length && (
          <button type="button" className="button button--secondary button--sm" onClick={() => setPlayed({...played, shown: played.steps.length})}>
            {COPY.showAll}
          </button>
        )}
      </div>
      {/* Said as each step appears. */}
      <p className="visually-hidden" aria-live="polite">
        {latest ? `${COPY.at(latest.atSeconds)}: ${latest.status}` : ''}
      </p>
      {played && (
        <ol className={styles.timeline} aria-label={COPY.timeline}>
          {visible.map((step) => (
            <Step key={step.kind} step={step} played={played} walletName={name} />
          ))}
        </ol>
      )}
    </form>
  );
}
