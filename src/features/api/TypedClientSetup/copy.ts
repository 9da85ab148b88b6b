import {translate} from '@docusaurus/Translate';

/* The typed client's installation (docs/typed-client.mdx). Imported as a namespace (`import * as COPY`). */

export const title = translate({id: 'typedClient.setup.title', message: 'Install the client, then write the API’s types'});
