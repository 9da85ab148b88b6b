import {translate} from '@docusaurus/Translate';

/*
 * The key bar's words, over the samples once a sandbox key is entered.
 * Named exports, imported as a namespace (`import * as COPY`): the bundler
 * shortens their names, where an object's keys would stay in each docs chunk
 * that has samples.
 */

export const keyHidden = translate({id: 'codeSamples.keyHidden', message: 'These samples read your key from the API_KEY environment variable.'});
export const keyShown = translate({id: 'codeSamples.keyShown', message: 'These samples show your sandbox key.'});
export const showKey = translate({id: 'codeSamples.showKey', message: 'Show my key'});
export const hideKey = translate({id: 'codeSamples.hideKey', message: 'Hide key'});
