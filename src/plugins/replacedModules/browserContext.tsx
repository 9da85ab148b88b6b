/**
 * Stands in for @docusaurus/core's lib/client/browserContext.js (see
 * ./index.ts): the same context behind useIsBrowser(), except that it turns
 * true after hydration in a transition.
 */
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
