import {translate} from '@docusaurus/Translate';

/* The offline developer hub's update prompt. Imported as a namespace (`import * as COPY`). */

export const updateMessage = () => translate({id: 'offline.update.message', message: 'A new version of the site is available.', description: 'The update prompt of the offline developer hub'});
export const reload = () => translate({id: 'offline.update.reload', message: 'Reload'});
export const later = () => translate({id: 'offline.update.later', message: 'Later'});
