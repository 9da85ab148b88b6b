import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {API_SAMPLES, SAMPLE_LANGUAGES, fillSample, type ApiSampleId} from '@site/src/data/api/samples';
import {useBrand} from '@site/src/hooks/useBrand';
import {SAMPLE_TITLES} from '@site/src/data/api/sampleTitles';

/** Every sample's tabs share this group: a reader who picks Python sees Python everywhere, on every page. */
export const SAMPLE_TABS_GROUP = 'language';

/**
 * One operation's code sample in JavaScript, Python and cURL, as the theme's
 * synced tabs (remembered across pages) over code blocks with a copy button.
 */
export default function CodeSamples({sample}: {sample: ApiSampleId}): ReactNode {
  const {domain, sdkPackage} = useBrand();
  const {code} = API_SAMPLES[sample];
  const title = SAMPLE_TITLES[sample];
  return (
    <Tabs groupId={SAMPLE_TABS_GROUP}>
      {SAMPLE_LANGUAGES.map(({value, label, prism}) => (
        <TabItem key={value} value={value} label={label}>
          <CodeBlock language={prism} title={title}>
            {fillSample(code[value], {domain, sdkPackage})}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
