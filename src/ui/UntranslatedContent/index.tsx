import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import * as COPY from './copy';
import styles from './styles.module.css';

export {isTranslatedSource} from './source';

/** The default locale's language, where the page is in another one (for `lang` on text that is not translated), else undefined. */
export function useUntranslatedLang(): string | undefined {
  const {
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  return currentLocale === defaultLocale ? undefined : (localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale);
}

/** The notice alone, for a page that mixes translated words with text that is not (the API reference's descriptions). */
export function UntranslatedNotice(): ReactNode {
  if (!useUntranslatedLang()) return null;
  return (
    <p className={styles.notice} role="note">
      {COPY.notice}
    </p>
  );
}

/**
 * A piece of a list (a title, an excerpt, a category) that has no translation
 * in the page's language: marked as English, and the title followed by a
 * visible "(in English)" in the page's language. In the default locale, or
 * when translated, the text alone.
 */
export function UntranslatedText({translated, cue = false, children}: {translated: boolean; cue?: boolean; children: ReactNode}): ReactNode {
  const lang = useUntranslatedLang();
  if (translated || !lang) return children;
  return (
    <>
      <span lang={lang}>{children}</span>
      {cue && <> <UntranslatedCue translated={false} /></>}
    </>
  );
}

/** The "(in English)" cue alone, for an item of a list whose title or text is shown in the default language. */
export function UntranslatedCue({translated}: {translated: boolean}): ReactNode {
  const lang = useUntranslatedLang();
  if (translated || !lang) return null;
  return <span className={styles.cue}>{COPY.cue}</span>;
}

/**
 * The one way the site shows content that has no translation in the page's
 * language (docs, news, product updates, the API reference's descriptions):
 * a notice in the page's language, then the content in the default language,
 * marked as such so that screen readers pronounce it right. In the default
 * locale it renders the content alone.
 */
export default function UntranslatedContent({translated, children}: {translated: boolean; children: ReactNode}): ReactNode {
  const lang = useUntranslatedLang();
  if (translated || !lang) return children;
  return (
    <>
      <UntranslatedNotice />
      <div lang={lang}>{children}</div>
    </>
  );
}
