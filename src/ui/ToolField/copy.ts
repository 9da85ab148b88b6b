import {translate} from '@docusaurus/Translate';
import {formatInteger} from '@site/src/format/number';

/** Text longer than a field takes was cut by the browser: said next to the field, by the forms and the docs tools alike. */
export const cutNotice = (max: number, cut: number): string =>
  translate(
    {id: 'forms.notice.cut', message: 'This field takes {max} characters at most: the last {cut} characters you entered were left out. Check the end of your text.'},
    {max: formatInteger(max), cut: formatInteger(cut)},
  );
