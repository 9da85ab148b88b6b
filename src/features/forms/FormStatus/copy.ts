import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';

/*
 * The status line's words under a sent form. Beside FormStatus rather than in
 * ../copy.ts: the sign-in form imports that module but has no status line, so
 * these words would travel to its page for nothing. Named exports, imported as
 * a namespace (`import * as COPY`): the bundler shortens their names, where an
 * object's keys would stay in each of the form pages' chunks.
 */

export const checkFields = (count: number) =>
  selectPlural(count, translate({id: 'forms.checkFields', message: 'Please correct the highlighted field; nothing was sent.|Please correct the {count} highlighted fields; nothing was sent.'}, {count: formatInteger(count)}));
export const unconfigured = translate({id: 'forms.unconfigured', message: 'This site is not connected to a form service yet, so nothing was sent. Your answers are kept on this page.'});
export const emailInstead = (address: string) => translate({id: 'forms.emailInstead', message: 'Email your answers to {address}'}, {address});
export const failedStatus = (code: number) => translate({id: 'forms.failedStatus', message: 'We could not send this: the server answered {code}.'}, {code});
export const failedNetwork = translate({id: 'forms.failedNetwork', message: 'We could not send this: the connection failed.'});
export const keep = translate({id: 'forms.keep', message: 'Everything you typed is still here. Try again in a moment, or email it to us.'});
export const emailTo = (address: string) => translate({id: 'forms.emailTo', message: 'Email {address}'}, {address});
export const unavailable = translate({
  id: 'forms.unavailable',
  message: 'Our form service cannot take your answers right now, so nothing was sent. Everything you typed is still here and kept in this browser: try again in a minute, or email it to us.',
});
export const rateLimited = (seconds?: number) =>
  seconds
    ? translate({id: 'forms.rateLimitedFor', message: 'Too many forms were sent from your connection just now, so this one was not. Everything you typed is still here: try again in {minutes} min.'}, {minutes: formatInteger(Math.max(1, Math.ceil(seconds / 60)))})
    : translate({id: 'forms.rateLimited', message: 'Too many forms were sent from your connection just now, so this one was not. Everything you typed is still here: try again in a few minutes.'});
export const retry = translate({id: 'forms.retry', message: 'Try again'});
