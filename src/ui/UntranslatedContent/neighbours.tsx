import React, {createContext, useContext, type ReactNode} from 'react';

/** The addresses, among the links of a post's paginator, of posts that have no translation in the page's language. */
const UntranslatedNeighbours = createContext<readonly string[]>([]);

export function UntranslatedNeighboursProvider({permalinks, children}: {permalinks: readonly string[]; children: ReactNode}): ReactNode {
  return <UntranslatedNeighbours.Provider value={permalinks}>{children}</UntranslatedNeighbours.Provider>;
}

/** Whether the paginator's link to this address leads to a post with no translation (false outside a post's paginator). */
export function useIsUntranslatedNeighbour(permalink: string): boolean {
  return useContext(UntranslatedNeighbours).includes(permalink);
}
