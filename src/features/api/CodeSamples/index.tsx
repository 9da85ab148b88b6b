import React, {type ReactNode} from 'react';
import Tabs from '@site/src/ui/Tabs';
import TabItem from '@site/src/ui/Tabs/TabItem';
import CodeBlock, {PlainUntilShown} from '@site/src/ui/DeferredCodeBlock';
import {SAMPLE_LANGUAGES, fillSample, samplesOf, type ApiSampleId} from '@site/src/features/api/data/samples';
import {SITE_LOCALE} from '@site/src/format/locale';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {withApiKey} from '@site/src/features/api/data/sandboxKey';
import {setSandboxKeyHidden, useSandboxKey} from '@site/src/features/api/SandboxKey/store';
import {useBrand} from '@site/src/hooks/useBrand';
import {SAMPLE_TITLES} from '@site/src/features/api/data/sampleTitles';
import * as COPY from './copy';
import styles from './styles.module.css';

/** The samples as this locale's pages show them: French pages send francs CFA from Dakar, and French SMS. */
const SAMPLES = samplesOf(SITE_LOCALE);

/** Every sample's tabs share this group: a reader who picks Python sees Python everywhere, on every page. */
export const SAMPLE_TABS_GROUP = 'language';

/** Once a sandbox key is entered (Try it), samples show it; this says so and hides it again (or shows it back). */
function KeyBar({hidden}: {hidden: boolean}): ReactNode {
  return (
    <p className={styles.keyBar}>
      <span>{hidden ? COPY.keyHidden : COPY.keyShown}</span>
      <button type="button" className="button button--secondary" onClick={() => setSandboxKeyHidden(!hidden)}>
        {hidden ? COPY.showKey : COPY.hideKey}
      </button>
    </p>
  );
}

/**
 * One operation's code sample in the seven languages of SAMPLE_LANGUAGES, with the page's
 * locale's example values, as the theme's
 * synced tabs (remembered across pages) over code blocks with a copy button.
 * With a sandbox key entered in this tab (src/features/api/SandboxKey), the
 * samples carry it in place of the API_KEY placeholder, until hidden.
 */
export default function CodeSamples({sample}: {sample: ApiSampleId}): ReactNode {
  const {domain} = useBrand();
  const {key, hidden} = useSandboxKey();
  const title = SAMPLE_TITLES[sample];
  return (
    <>
      {key && <KeyBar hidden={hidden} />}
      <Tabs groupId={SAMPLE_TABS_GROUP} className={styles.languageTabs}>
        {SAMPLE_LANGUAGES.map(({value, label, prism}, index) => {
          const code = fillSample(sampleCode(SAMPLES[sample], value), {domain});
          return (
            <TabItem key={value} value={value} label={label}>
              {/* The first language is the one the static HTML shows: the others are plain there until chosen. */}
              <PlainUntilShown.Provider value={index > 0}>
                <CodeBlock language={prism} title={title}>
                  {key && !hidden ? withApiKey(code, value, key) : code}
                </CodeBlock>
              </PlainUntilShown.Provider>
            </TabItem>
          );
        })}
      </Tabs>
    </>
  );
}
