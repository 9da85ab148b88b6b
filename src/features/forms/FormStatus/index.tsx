import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {SubmitResult} from '../submit';
import type {SubmitState} from '../useFormController';
import {FORM_SYSTEM_COPY} from '../copy';
import * as COPY from './copy';
import styles from './styles.module.css';

export type FormSubmitStatus = SubmitState<SubmitResult>;

interface Props {
  status: FormSubmitStatus;
  /** Fields currently showing an error. */
  errorCount: number;
  /** The visitor has just cleared their answers. */
  cleared?: boolean;
  /** What the visitor reads once the form was sent. */
  sentMessage: string;
  /** The team address that gets the answers by e-mail instead... */
  address: string;
  /** ...through this mailto: link with the answers filled in. */
  mailto: string;
  /** Sends the same answers again (offered when the service could not store them). */
  onRetry?: () => void;
}

/**
 * The live status line under a form: what to correct, that it was sent, or,
 * honestly, that it was not (no form service configured, the service unable
 * to store it for now or refusing more from this address, or the request
 * failed), with a retry of the same submission where it can succeed later and
 * an e-mail that carries the answers instead; or that the answers were cleared.
 */
export default function FormStatus({status, errorCount, cleared, sentMessage, address, mailto, onRetry}: Props): ReactNode {
  return (
    <div role="status" aria-live="polite" className={styles.statusRegion}>
      {cleared && <p className={styles.status}>{FORM_SYSTEM_COPY.cleared}</p>}
      {errorCount > 0 && status.state === 'idle' && (
        <p className={clsx(styles.status, styles.problem)}>
          {COPY.checkFields(errorCount)}
        </p>
      )}
      {status.state === 'done' && status.result.status === 'sent' && <p className={clsx(styles.status, styles.success)}>{sentMessage}</p>}
      {status.state === 'done' && status.result.status === 'unconfigured' && (
        <div className={clsx(styles.status, styles.notice)}>
          <p>{COPY.unconfigured}</p>
          <p>
            <a className="button button--secondary" href={mailto}>
              {COPY.emailInstead(address)}
            </a>
          </p>
        </div>
      )}
      {status.state === 'done' && (status.result.status === 'unavailable' || status.result.status === 'rateLimited') && (
        <div className={clsx(styles.status, styles.problem)}>
          <p>{status.result.status === 'unavailable' ? COPY.unavailable : COPY.rateLimited(status.result.retryAfter)}</p>
          <p className={styles.actions}>
            {onRetry && (
              <button type="button" className="button button--primary" onClick={onRetry}>
                {COPY.retry}
              </button>
            )}
            <a href={mailto}>{COPY.emailTo(address)}</a>
          </p>
        </div>
      )}
      {status.state === 'done' && status.result.status === 'failed' && (
        <div className={clsx(styles.status, styles.problem)}>
          <p>
            {status.result.httpStatus ? COPY.failedStatus(status.result.httpStatus) : COPY.failedNetwork} {COPY.keep}
          </p>
          <p>
            <a href={mailto}>{COPY.emailTo(address)}</a>
          </p>
        </div>
      )}
    </div>
  );
}
