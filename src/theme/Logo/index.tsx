import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemedComponent, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import LogoLight from '@site/static/img/logo.svg';
import LogoDark from '@site/static/img/logo-dark.svg';
import styles from './styles.module.css';

/**
 * Replaces theme-classic's Logo (src/plugins/frameworkCopies.ts): the same
 * link, title and accessible name, but the brand's mark drawn inline rather
 * than as two <img> of SVG files. Chromium builds a separate document for each
 * SVG image, both the light and the dark one (the hidden one too): 20–45 ms of
 * main thread on every page load on a 4× slower CPU. Inline, the mark is part
 * of the page's own layout. The files stay in static/img (brand.logo: the
 * structured data's logo; the social card is drawn from them too);
 * tests/unit/brand.test.ts keeps them the same.
 */
export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');
  // As the original: with a visible title the mark is decorative unless the logo has its own alt text.
  const alt = logo?.alt ?? (navbarTitle ? '' : title);
  const label = alt ? {role: 'img', 'aria-label': alt} : {'aria-hidden': true};
  const mark = (
    <ThemedComponent className={logo?.className}>
      {({theme, className}) => {
        const Mark = theme === 'dark' ? LogoDark : LogoLight;
        return <Mark className={`${className} ${styles.mark}`} width={logo?.width} height={logo?.height} {...label} />;
      }}
    </ThemedComponent>
  );
  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {logo && (imageClassName ? <div className={imageClassName}>{mark}</div> : mark)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
