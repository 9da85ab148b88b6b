import {translate} from '@docusaurus/Translate';

/** The key bar's words, over the samples once a sandbox key is entered. */
export const CODE_SAMPLES_COPY = {
  keyHidden: translate({id: 'codeSamples.keyHidden', message: 'These samples read your key from the API_KEY environment variable.'}),
  keyShown: translate({id: 'codeSamples.keyShown', message: 'These samples show your sandbox key.'}),
  showKey: translate({id: 'codeSamples.showKey', message: 'Show my key'}),
  hideKey: translate({id: 'codeSamples.hideKey', message: 'Hide key'}),
};
