import {translate} from '@docusaurus/Translate';

export const trapLabel = translate({id: 'forms.trap', message: 'Leave this field empty'});
