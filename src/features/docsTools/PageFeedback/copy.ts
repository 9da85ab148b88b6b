import {translate} from '@docusaurus/Translate';

/** The words of the feedback block under every docs page. */
export const FEEDBACK_COPY = {
  question: translate({id: 'pageFeedback.question', message: 'Was this page helpful?'}),
  yes: translate({id: 'pageFeedback.yes', message: 'Yes'}),
  no: translate({id: 'pageFeedback.no', message: 'No'}),
  /** The answer as the e-mail and the service receive it. */
  helpful: translate({id: 'pageFeedback.helpful', message: 'Helpful'}),
  comment: {
    yes: translate({id: 'pageFeedback.comment.yes', message: 'What helped? (optional)'}),
    no: translate({id: 'pageFeedback.comment.no', message: 'What was missing or wrong? (optional)'}),
  },
  commentHint: translate({id: 'pageFeedback.commentHint', message: 'Nothing is sent until you press “Send feedback”. Leave out keys and personal data.'}),
  send: translate({id: 'pageFeedback.send', message: 'Send feedback'}),
  sending: translate({id: 'pageFeedback.sending', message: 'Sending…'}),
  thanks: translate({id: 'pageFeedback.thanks', message: 'Thank you: your feedback was sent to the documentation team.'}),
  subject: (title: string) => translate({id: 'pageFeedback.subject', message: 'Docs feedback: {title}'}, {title}),
  noScript: translate({id: 'pageFeedback.noScript', message: 'Tell us by e-mail'}),
};
