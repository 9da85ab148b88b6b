import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnWideScreens from '@site/src/ui/HydrateOnWideScreens';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** The theme's desktop docs sidebar, left out of a phone's hydration (src/ui/HydrateOnWideScreens). */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateOnWideScreens>
      <DocSidebarDesktop {...props} />
    </HydrateOnWideScreens>
  );
}
