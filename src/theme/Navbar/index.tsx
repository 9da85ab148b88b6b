import React, {useEffect, type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {NAV_COMPACT_THRESHOLD_PX} from '@site/src/constants';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';
import NoScriptMenu from '@site/src/features/layout/NoScriptMenu';

type Props = WrapperProps<typeof NavbarType>;

// Wraps the classic navbar to flag the page as scrolled past the threshold
// (html[data-navbar-compact]); src/css/navbar.css draws the compact navbar.
// Without JavaScript, the menu the hamburger cannot open follows it (NoScriptMenu).
export default function NavbarWrapper(props: Props): ReactNode {
  const compact = useScrolledPast(NAV_COMPACT_THRESHOLD_PX);
  useEffect(() => {
    document.documentElement.dataset.navbarCompact = String(compact);
  }, [compact]);
  return (
    <>
      <Navbar {...props} />
      <noscript>
        <NoScriptMenu />
      </noscript>
    </>
  );
}
