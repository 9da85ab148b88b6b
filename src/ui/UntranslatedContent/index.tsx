import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import * as COPY from './copy';
import styles from './styles.module.css';

/** Whether a Markdown source is a translation (it lives under i18n/<locale>/) rather than the original. */
export function isTranslatedSource(source: string): boolean {
  return source.startsWith('@site/i18n/');
}

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
