import {createContext, useContext} from 'react';

/** A Tabs' unique id (React's useId), from which its tabs' and panels' ids are made. */
export const TabsIdContext = createContext<string | undefined>(undefined);

/** The ids that tie a tab (role=tab) and its panel (role=tabpanel) to each other. */
export function tabIds(base: string, value: string): {tab: string; panel: string} {
  const slug = value.replace(/\s+/g, '-');
  return {tab: `${base}tab-${slug}`, panel: `${base}panel-${slug}`};
}

/** The ids of this tab value within the enclosing Tabs, if any. */
export function useTabIds(value: string): {tab: string; panel: string} | undefined {
  const base = useContext(TabsIdContext);
  return base === undefined ? undefined : tabIds(base, value);
}
