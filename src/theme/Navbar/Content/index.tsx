import React, {type ReactNode} from 'react';
import {useThemeConfig, ErrorCauseBoundary} from '@docusaurus/theme-common';
import {splitNavbarItems, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import {NoScriptMenuToggle} from '@site/src/features/layout/NoScriptMenu';
import styles from './styles.module.css';

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return items.map((item, i) => (
    <ErrorCauseBoundary key={i} onError={(error) => new Error(`Navbar item ${JSON.stringify(item)} failed to render`, {cause: error})}>
      <NavbarItem {...item} />
    </ErrorCauseBoundary>
  ));
}

// Replaces the classic navbar content only to own its breakpoint: the colour
// toggle and search stay in the bar from 768 px (the site's MOBILE_BREAKPOINT_PX, see
// styles.module.css) instead of Docusaurus's 997 px, and to add a link to the
// menu where JavaScript is off (the hamburger cannot work then). Items come from the config.
export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [leftItems, rightItems] = splitNavbarItems(items);
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        {!mobileSidebar.disabled && (
          <>
            <NavbarMobileSidebarToggle />
            <noscript>
              <NoScriptMenuToggle />
            </noscript>
          </>
        )}
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarSearch className={styles.search}>
          <SearchBar />
        </NavbarSearch>
        <NavbarColorModeToggle className={styles.colorModeToggle} />
        <NavbarItems items={rightItems} />
      </div>
    </div>
  );
}
