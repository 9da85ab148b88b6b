import React, {createContext, useContext, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

/**
 * The theme's Tabs remount themselves when useIsBrowser() turns true (their key
 * is `String(isBrowser)`, an old fix for facebook/docusaurus#5653 that their own
 * sync with the stored choice has since made unneeded): on a phone, every code
 * sample of a page was rebuilt and laid out again just after hydration. Under
 * PinnedBrowserContext the Tabs read `false` throughout, so they keep their key;
 * their panels (./TabItem) read the real value again through RealBrowserContext.
 */
const RealValue = createContext<boolean | undefined>(undefined);

export function PinnedBrowserContext({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <RealValue.Provider value={isBrowser}>
      <BrowserContext.Provider value={false}>{children}</BrowserContext.Provider>
    </RealValue.Provider>
  );
}

export function RealBrowserContext({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useContext(RealValue);
  return isBrowser === undefined ? children : <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
