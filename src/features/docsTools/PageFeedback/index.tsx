import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {submitForm, mailtoHref, type SubmitResult} from '@site/src/features/forms/submit';
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
  // Once an outcome is shown (the thanks replace the form), the reader is taken to it.
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);

  const values = {helpful: answer ?? '', comment: comment.trim()};
  const mailto = answer ? mailtoHref(support, COPY.subject(title), fieldsFor(answer), values) : `mailto:${support}?subject=${encodeURIComponent(COPY.subject(title))}`;
  const choose = (next: Answer) => {
    setAnswer(next);
    setResult(null);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer || sending) return;
    setSending(true);
    const outcome = await submitForm(endpoint, 'docs-feedback', values);
    setSending(false);
    setResult(outcome);
    if (outcome.status === 'sent') setComment('');
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
      <form method="post" noValidate onSubmit={(event) => void send(event)}>
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
              {(props) => <textarea {...props} className={clsx(props.className, styles.comment)} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />}
            </ToolField>
            <button type="submit" className="button button--primary button--sm" disabled={sending}>
              {sending ? COPY.sending : COPY.send}
            </button>
          </>
        )}
        <div ref={status} role="status" tabIndex={-1} className={styles.status}>
          {result && (
            <>
              <p>{result.status === 'unconfigured' ? STATUS.unconfigured : result.status === 'failed' && result.httpStatus ? STATUS.failedStatus(result.httpStatus) : STATUS.failedNetwork}</p>
              {result.status === 'failed' && <p>{STATUS.keep}</p>}
              <a href={mailto}>{STATUS.emailInstead(support)}</a>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
