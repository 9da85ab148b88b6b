import React, {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {TabsIdContext, tabIds} from './ids';
import {PinnedBrowserContext} from './pinnedBrowserContext';

type Props = WrapperProps<typeof TabsType>;

// The site's Tabs: the theme's, wrapped (src/theme/Tabs puts them in the theme's slot, for Markdown and the
// theme). The theme's tabs and panels name no ids, so nothing ties a tab to its panel
// (the Nu Html Checker: 'Every active "role=tab" element must have a
// corresponding "role=tabpanel" element'). This gives each tab an id and
// aria-controls through its TabItem's `attributes`; ./TabItem gives each
// panel the matching id and aria-labelledby. PinnedBrowserContext keeps the
// Tabs from remounting after hydration (see that file).
export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  const attributes = (value: string, own?: TabItemProps['attributes']) => {
    const ids = tabIds(base, value);
    // A lazy Tabs renders only the selected panel: aria-controls must not point at a missing one.
    return {id: ids.tab, ...(props.lazy ? {} : {'aria-controls': ids.panel}), ...own};
  };
  const values = props.values?.map((tab) => ({...tab, attributes: attributes(tab.value, tab.attributes)}));
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: attributes(child.props.value, child.props.attributes)})
      : child,
  );
  return (
    <TabsIdContext.Provider value={base}>
      <PinnedBrowserContext>
        <Tabs {...props} values={values}>
          {children}
        </Tabs>
      </PinnedBrowserContext>
    </TabsIdContext.Provider>
  );
}
