import React, {type ReactNode} from 'react';
import CodeBlock from '@site/src/ui/DeferredCodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {OPENAPI_DOWNLOADS} from '@site/src/features/api/data/model';
import * as COPY from './copy';

/**
 * The typed client's two commands (docs/typed-client.mdx): install openapi-fetch, and write the
 * API's types from the OpenAPI document this site publishes, at its own address (the brand's site,
 * SITE_URL and BASE_URL), with openapi-typescript (a field with a default stays optional in a request:
 * `--default-non-nullable false`). tests/integration/typed-client.test.ts runs the same command on the
 * published document and type-checks every JavaScript sample with it.
 */
export default function TypedClientSetup(): ReactNode {
  const contract = useBaseUrl(OPENAPI_DOWNLOADS.yaml, {absolute: true});
  return (
    <CodeBlock language="bash" title={COPY.title}>
      {`npm install openapi-fetch\nnpx openapi-typescript ${contract} --default-non-nullable false -o api.d.ts`}
    </CodeBlock>
  );
}
