import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {SkipToContentFallbackId, useThemeConfig, type NavbarItem} from '@docusaurus/theme-common';
import IconMenu from '@theme/Icon/Menu';
import {NO_SCRIPT_MENU_COPY as COPY, NO_SCRIPT_MENU_ID} from '@site/src/features/layout/data/noScriptMenu';
import {LanguageLinkLabel, usePageInOtherLanguages} from '@site/src/features/layout/LanguageSwitch';
import styles from './styles.module.css';

interface MenuLink {
  label: string;
  to: string;
  className?: string;
}
type MenuGroup = {label: string; items: MenuLink[]};

function asLink(item: NavbarItem): MenuLink | undefined {
  if (!item.label || typeof item.to !== 'string') return undefined;
  return {label: item.label, to: item.to, className: typeof item.className === 'string' ? item.className : undefined};
}

/** The navbar's items as docusaurus.config.ts builds them (src/data/navigation.ts): groups (links or dropdowns of links) and buttons. */
function useMenu(): {groups: (MenuLink | MenuGroup)[]; buttons: MenuLink[]} {
  const items = useThemeConfig().navbar.items;
  const groups = items
    .filter((item) => item.position !== 'right')
    .map((item) => (item.type === 'dropdown' ? {label: item.label ?? '', items: (item.items ?? []).map(asLink).filter((link) => link !== undefined)} : asLink(item)))
    .filter((group) => group !== undefined);
  const buttons = items
    .filter((item) => item.position === 'right')
    .map(asLink)
    .filter((link) => link !== undefined);
  return {groups, buttons};
}

/**
 * Stands in for the hamburger button when JavaScript is off (static/css/no-js.css
 * hides the button): a plain link to the menu below the navbar. Render it
 * inside <noscript>.
 */
export function NoScriptMenuToggle(): ReactNode {
  return (
    <a href={`#${NO_SCRIPT_MENU_ID}`} className="navbar__toggle clean-btn" aria-label={COPY.open}>
      <IconMenu />
    </a>
  );
}

/**
 * Every navbar destination as a plain list, for visitors without JavaScript,
 * whose hamburger cannot open the theme's menu: hidden until the navbar's menu
 * link targets it (`:target`, no script). Render it inside <noscript>, so
 * visitors with JavaScript never get it.
 */
export default function NoScriptMenu(): ReactNode {
  const {groups, buttons} = useMenu();
  const languages = usePageInOtherLanguages();
  return (
    <nav id={NO_SCRIPT_MENU_ID} className={styles.menu} aria-label={COPY.label}>
      <div className={clsx('container', styles.inner)}>
        {/* Closing jumps to the page's content (the theme's skip-link target), which the menu no longer covers. */}
        <a href={`#${SkipToContentFallbackId}`} className={styles.close}>
          {COPY.close}
        </a>
        <ul className={styles.groups}>
          {groups.map((item) => (
            <li key={item.label}>
              {'items' in item ? (
                <>
                  <span className={styles.groupLabel}>{item.label}</span>
                  <ul className={styles.links}>
                    {item.items.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} className={styles.link}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link to={item.to} className={clsx(styles.link, styles.top)}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.buttons}>
          {buttons.map((button) => (
            <Link key={button.to} to={button.to} className={clsx('button button--block', button.className?.includes('primary') ? 'button--primary' : 'button--secondary')}>
              {button.label}
            </Link>
          ))}
        </div>
        {languages.map((page) => (
          <a key={page.lang} href={page.href} hrefLang={page.lang} className={clsx(styles.link, styles.top)}>
            <LanguageLinkLabel page={page} full />
          </a>
        ))}
      </div>
    </nav>
  );
}
