import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {submitForm, mailtoHref, newSubmissionKey, type SubmitResult} from '@site/src/features/forms/submit';
import TrapField from '@site/src/features/forms/TrapField';
import {TRAP_FIELD} from '@site/src/features/forms/useFormController';
import type {FieldSpec} from '@site/src/features/forms/types';
import * as STATUS from '@site/src/features/forms/FormStatus/copy';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';
import ToolField, {toolFormStyles} from '@site/src/ui/ToolField';
import {FEEDBACK_COPY as COPY} from './copy';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** The feedback as a form's fields, for the e-mail written instead when it cannot be sent. */
const fieldsFor = (answer: Answer): FieldSpec[] => [
  {name: 'helpful', label: COPY.helpful, type: 'select', options: [{value: 'yes', label: COPY.yes}, {value: 'no', label: COPY.no}]},
  {name: 'comment', label: COPY.comment[answer], type: 'textarea'},
];

/** What the reader is told when the feedback was not sent. */
function outcomeMessage(result: Exclude<SubmitResult, {status: 'sent'}>): string {
  switch (result.status) {
    case 'unconfigured':
      return STATUS.unconfigured;
    case 'unavailable':
      return STATUS.unavailable;
    case 'rateLimited':
      return STATUS.rateLimited(result.retryAfter);
    default:
      return result.status === 'failed' && result.httpStatus ? STATUS.failedStatus(result.httpStatus) : STATUS.failedNetwork;
  }
}

/**
 * "Was this page helpful?" under a docs page: Yes or No, an optional comment,
 * and nothing sent before "Send feedback" is pressed. It goes to the forms
 * service the site was built with (`FORMS_ENDPOINT`), as the forms do; without
 * one, or when sending fails, the reader gets an e-mail with the feedback
 * written in, and keeps what they typed. Without JavaScript, a mail link.
 */
export default function PageFeedback({title}: {title: string}): ReactNode {
  const id = useId();
  const endpoint = useFormsEndpoint();
  const support = useBrand().email.support;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // One Idempotency-Key per answer and comment: sending them again (after the service was unavailable) stores them once.
  const key = useRef<string | undefined>(undefined);
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  // Once an outcome is shown (the thanks replace the form), the reader is taken to it.
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);

  const values = {helpful: answer ?? '', comment: comment.trim()};
  const mailto = answer ? mailtoHref(support, COPY.subject(title), fieldsFor(answer), values) : `mailto:${support}?subject=${encodeURIComponent(COPY.subject(title))}`;
  const choose = (next: Answer) => {
    key.current = undefined;
    setAnswer(next);
    setResult(null);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer || sending) return;
    setSending(true);
    key.current ??= newSubmissionKey();
    const trap = formRef.current?.elements.namedItem(TRAP_FIELD);
    const outcome = await submitForm(endpoint, 'docs-feedback', values, {key: key.current, startedAt: startedAt.current, trap: trap instanceof HTMLInputElement ? trap.value : undefined});
    setSending(false);
    setResult(outcome);
    if (outcome.status === 'sent') {
      key.current = undefined;
      setComment('');
    }
  };

  if (result?.status === 'sent') {
    return (
      <section className={clsx(toolFormStyles.frame, styles.feedback)} aria-labelledby={`${id}-question`}>
        <h2 id={`${id}-question`} className={styles.question}>
          {COPY.question}
        </h2>
        <div ref={status} role="status" tabIndex={-1} className={styles.thanks}>
          {COPY.thanks}
        </div>
      </section>
    );
  }

  return (
    <section className={clsx(toolFormStyles.frame, styles.feedback)} aria-labelledby={`${id}-question`}>
      <form ref={formRef} method="post" noValidate onSubmit={(event) => void send(event)}>
        <h2 id={`${id}-question`} className={styles.question}>
          {COPY.question}
        </h2>
        <div className={clsx('js-only', styles.answers)}>
          {(['yes', 'no'] as const).map((choice) => (
            <button key={choice} type="button" className={clsx('button button--sm', answer === choice ? 'button--primary' : 'button--secondary')} aria-pressed={answer === choice} onClick={() => choose(choice)}>
              {COPY[choice]}
            </button>
          ))}
        </div>
        <noscript>
          <a href={mailto}>{COPY.noScript}</a>
        </noscript>
        {answer && (
          <>
            <ToolField id={`${id}-comment`} label={COPY.comment[answer]} hint={COPY.commentHint} maxLength={TOOL_INPUT_MAX_LENGTH.feedbackComment} value={comment}>
              {(props) => (
                <textarea
                  {...props}
                  className={clsx(props.className, styles.comment)}
                  rows={3}
                  value={comment}
                  onChange={(event) => {
                    key.current = undefined;
                    setComment(event.target.value);
                  }}
                />
              )}
            </ToolField>
            <TrapField />
            <button type="submit" className="button button--primary button--sm" disabled={sending}>
              {sending ? COPY.sending : result?.status === 'unavailable' ? STATUS.retry : COPY.send}
            </button>
          </>
        )}
        <div ref={status} role="status" tabIndex={-1} className={styles.status}>
          {result && (
            <>
              <p>{outcomeMessage(result)}</p>
              {result.status === 'failed' && <p>{STATUS.keep}</p>}
              <a href={mailto}>{STATUS.emailInstead(support)}</a>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
