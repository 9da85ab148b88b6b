import {translate} from '@docusaurus/Translate';

/* The SMS thread illustration's words (its messages come from the page). Imported as a namespace (`import * as COPY`). */

export const subtitle = translate({id: 'smsThread.subtitle', message: 'Sample conversation'});
