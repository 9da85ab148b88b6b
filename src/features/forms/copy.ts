import {translate} from '@docusaurus/Translate';
import {formatInteger} from '@site/src/format/number';
import {cutNotice} from '@site/src/ui/ToolField/copy';

/** What every form says, whatever it asks: the generic view's own words (page copy stays in src/features/forms/data). */
export const FORM_SYSTEM_COPY = {
  optional: translate({id: 'forms.optional', message: '(optional)'}),
  choose: translate({id: 'forms.choose', message: 'Choose…'}),
  sending: translate({id: 'forms.sending', message: 'Sending…'}),
  clear: translate({id: 'forms.clear', message: 'Clear my answers'}),
  cleared: translate({id: 'forms.cleared', message: 'Your answers were cleared from this page and from this browser.'}),
  /** Shown instead of sending when JavaScript is off (NoScriptNote). */
  noScript: translate({id: 'forms.noScript', message: 'Sending this form needs JavaScript, which is off or did not load in this browser, so nothing typed here can be sent.'}),
  noScriptEmail: (address: string) => translate({id: 'forms.noScript.email', message: 'Write to {address} instead'}, {address}),
  /** Text longer than the field takes was cut by the browser: say so next to the field (the tools' fields say the same). */
  cut: cutNotice,
  /** What was pasted or typed into a number field could not be a number it takes: the field keeps its value. */
  notANumber: (digits: number) =>
    translate({id: 'forms.notice.notANumber', message: 'That was not entered: this field takes a whole number of up to {digits} digits.'}, {digits: formatInteger(digits)}),
};
