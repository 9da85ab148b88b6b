import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {USSD_EXAMPLE, nextScreen, ussdPhoneNumber} from '@site/src/features/docsTools/data/ussdMenu';
import {SITE_LOCALE} from '@site/src/format/locale';
import {WEBHOOK_EXAMPLE} from '@site/src/features/docsTools/data/webhookExample';
import {signatureOf} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import ToolField from '@site/src/ui/ToolField';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';
import {SIMULATOR_COPY as COPY} from './copy';
import styles from './styles.module.css';

interface Step {
  /** The JSON body, exactly as signed. */
  body: string;
  timestamp: number;
  signature: string;
  response: string;
}

type Session = {state: 'idle'} | {state: 'open' | 'ended' | 'cancelled'; answers: string[]};

/** One request of the session as your callback receives it: the body shown is the one signed. */
function requestOf(step: Step): string {
  return `POST ${new URL(USSD_EXAMPLE.callbackUrl).pathname}\nContent-Type: application/json\nSignature: t=${step.timestamp},v1=${step.signature}\n\n${step.body}`;
}

/** A phone that plays the guide's menu (src/features/docsTools/data/ussdMenu.ts), with each request and response beside it. */
export default function Simulator(): ReactNode {
  const id = useId();
  const [session, setSession] = useState<Session>({state: 'idle'});
  const [steps, setSteps] = useState<Step[]>([]);
  const [code, setCode] = useState<string>(USSD_EXAMPLE.serviceCode);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const replyField = useRef<HTMLInputElement>(null);
  const lastResponse = steps.at(-1)?.response;

  useEffect(() => {
    if (session.state === 'open') replyField.current?.focus();
  }, [session, steps.length]);

  const step = async (answers: string[]) => {
    const text = answers.join('*');
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({sessionId: USSD_EXAMPLE.sessionId, serviceCode: USSD_EXAMPLE.serviceCode, phoneNumber: ussdPhoneNumber(SITE_LOCALE), text});
    const signature = await signatureOf(WEBHOOK_EXAMPLE.secret, timestamp, body);
    const response = nextScreen(text, SITE_LOCALE);
    setSteps((current) => [...current, {body, timestamp, signature, response}]);
    setSession({state: response.startsWith('END ') ? 'ended' : 'open', answers});
  };
  const dial = async (event: FormEvent) => {
    event.preventDefault();
    if (code.replace(/\s/g, '') !== USSD_EXAMPLE.serviceCode) {
      setError(COPY.unknownCode(USSD_EXAMPLE.serviceCode));
      return;
    }
    setError(null);
    setSteps([]);
    await step([]);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (session.state !== 'open') return;
    if (!reply.trim()) {
      setError(COPY.emptyReply);
      replyField.current?.focus();
      return;
    }
    setError(null);
    const answers = [...session.answers, reply.trim()];
    setReply('');
    await step(answers);
  };
  const cancel = () => {
    if (session.state === 'open') setSession({...session, state: 'cancelled'});
    setReply('');
    setError(null);
  };
  const restart = () => {
    setSession({state: 'idle'});
    setSteps([]);
    setError(null);
  };

  const screen = session.state === 'idle' ? COPY.idle : session.state === 'cancelled' ? COPY.cancelled : (lastResponse ?? '').replace(/^(CON|END) /, '');
  return (
    <section className={styles.simulator} aria-label={COPY.label}>
      <div className={styles.phone}>
        <div className={styles.screen} role="status" aria-label={COPY.phone}>
          <p className={styles.screenText}>{screen}</p>
          {(session.state === 'ended' || session.state === 'cancelled') && <p className={styles.screenEnd}>{COPY.ended}</p>}
        </div>
        {session.state === 'idle' && (
          <form className={styles.keypad} onSubmit={(event) => void dial(event)} noValidate>
            {/* A USSD string is at most TOOL_INPUT_MAX_LENGTH.ussd characters: more typed or pasted is cut, and the field says so. */}
            <ToolField id={`${id}-code`} label={COPY.code} error={error ?? undefined} maxLength={TOOL_INPUT_MAX_LENGTH.ussd} value={code}>
              {(control) => <input {...control} inputMode="tel" autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} />}
            </ToolField>
            <button type="submit" className="button button--primary button--block">
              {COPY.dial}
            </button>
          </form>
        )}
        {session.state === 'open' && (
          <form className={styles.keypad} onSubmit={(event) => void send(event)} noValidate>
            <ToolField id={`${id}-reply`} label={COPY.reply} error={error ?? undefined} maxLength={TOOL_INPUT_MAX_LENGTH.ussd} value={reply}>
              {(control) => <input {...control} ref={replyField} inputMode="numeric" autoComplete="off" value={reply} onChange={(event) => setReply(event.target.value)} />}
            </ToolField>
            <div className={styles.row}>
              <button type="button" className="button button--secondary" onClick={cancel}>
                {COPY.cancel}
              </button>
              <button type="submit" className="button button--primary">
                {COPY.send}
              </button>
            </div>
          </form>
        )}
        {(session.state === 'ended' || session.state === 'cancelled') && (
          <div className={styles.keypad}>
            <button type="button" className="button button--primary button--block" onClick={restart}>
              {COPY.again}
            </button>
          </div>
        )}
      </div>
      <div className={styles.log}>
        <h3 className={styles.logTitle}>{COPY.steps}</h3>
        <p className={styles.note}>{COPY.signed}</p>
        <ol className={styles.steps}>
          {steps.map((entry, index) => (
            <li key={index} className={styles.step}>
              <p className={styles.stepTitle}>{COPY.step(index + 1)}</p>
              <p className={styles.caption}>{COPY.request}</p>
              <pre className={styles.code} tabIndex={0}>
                <code>{requestOf(entry)}</code>
              </pre>
              <p className={styles.caption}>{COPY.response}</p>
              <pre className={styles.code} tabIndex={0}>
                <code>{entry.response}</code>
              </pre>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
