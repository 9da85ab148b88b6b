import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds} from './ids';
import {RealBrowserContext} from './pinnedBrowserContext';
import styles from './TabItem.module.css';

// Ejected (theme-classic 3.10.2) because a wrapper cannot reach the panel's
// <div role="tabpanel">: it gains the id that its tab's aria-controls names and
// an aria-labelledby naming the tab (see ./index.tsx), and its content sees the
// real useIsBrowser() (see ./pinnedBrowserContext). Otherwise unchanged. In the theme's slot
// through src/theme/TabItem.
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds(value);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) {
    return null;
  }
  return (
    <div role="tabpanel" id={ids?.panel} aria-labelledby={ids?.tab} className={clsx(styles.tabItem, className)} hidden={!isSelected}>
      <RealBrowserContext>{children}</RealBrowserContext>
    </div>
  );
}
