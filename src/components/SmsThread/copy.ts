import {translate} from '@docusaurus/Translate';

/** The SMS thread illustration's words (its messages come from the page). */
export const SMS_THREAD_COPY = {
  subtitle: translate({id: 'smsThread.subtitle', message: 'Sample conversation'}),
};
