import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {API_SAMPLES, SAMPLE_LANGUAGES, fillSample, type ApiSampleId} from '@site/src/data/api/samples';
import {sampleCode} from '@site/src/data/api/sampleCode';
import {useBrand} from '@site/src/hooks/useBrand';
import {SAMPLE_TITLES} from '@site/src/data/api/sampleTitles';
import styles from './styles.module.css';

/** Every sample's tabs share this group: a reader who picks Python sees Python everywhere, on every page. */
export const SAMPLE_TABS_GROUP = 'language';

/**
 * One operation's code sample in the seven languages of SAMPLE_LANGUAGES, as the theme's
 * synced tabs (remembered across pages) over code blocks with a copy button.
 */
export default function CodeSamples({sample}: {sample: ApiSampleId}): ReactNode {
  const {domain, sdkPackage} = useBrand();
  const title = SAMPLE_TITLES[sample];
  return (
    <Tabs groupId={SAMPLE_TABS_GROUP} className={styles.languageTabs}>
      {SAMPLE_LANGUAGES.map(({value, label, prism}) => (
        <TabItem key={value} value={value} label={label}>
          <CodeBlock language={prism} title={title}>
            {fillSample(sampleCode(API_SAMPLES[sample], value), {domain, sdkPackage})}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
