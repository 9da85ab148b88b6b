import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {useHistorySelector} from '@docusaurus/theme-common';
import {sitePath} from '@site/src/format/path';

/** This page in another of the site's languages. */
export interface PageInOtherLanguage {
  href: string;
  /** BCP 47 tag, for `hreflang` and `lang`. */
  lang: string;
  /** The locale as the navbar shows it: "FR". */
  code: string;
  /** The language's own name: "Français". */
  name: string;
}

/**
 * The current page in every other locale, keeping the query and the fragment,
 * as plain addresses: switching language loads the other locale's site. The
 * path comes from the address the page was reached at, doubled slashes and
 * all (/fr//docs/webhooks would give //docs/webhooks, another host): sitePath
 * keeps it on this site.
 */
export function usePageInOtherLanguages(): PageInOtherLanguage[] {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  return i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => ({
      href: `${sitePath(createUrl({locale, fullyQualified: false}))}${search}${hash}`,
      lang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
      code: locale.toUpperCase(),
      name: i18n.localeConfigs[locale]?.label ?? locale,
    }));
}

/** One link's content: the short code shown, the language's name for assistive technology (in the mobile menu, shown too). */
export function LanguageLinkLabel({page, full}: {page: PageInOtherLanguage; full?: boolean}): ReactNode {
  // One element: inside a flex link (the mobile menu's), bare text and the name's span would each be a flex item, and the space between them would go.
  return (
    <span>
      {page.code}
      <span className={full ? undefined : 'visually-hidden'} lang={page.lang}>
        {` (${page.name})`}
      </span>
    </span>
  );
}

/**
 * Navbar item `custom-languageSwitch` (src/theme/NavbarItem/ComponentTypes.tsx):
 * a plain link per other language, so it works by keyboard and without JavaScript.
 */
export default function LanguageSwitchNavbarItem({mobile, className}: {mobile?: boolean; className?: string}): ReactNode {
  const pages = usePageInOtherLanguages();
  const links = pages.map((page) => (
    <a key={page.lang} href={page.href} hrefLang={page.lang} className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', className)}>
      <LanguageLinkLabel page={page} full={mobile} />
    </a>
  ));
  return mobile ? <li className="menu__list-item">{links}</li> : links;
}
