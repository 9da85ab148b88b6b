import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import HydrateOnWideScreens from '@site/src/ui/HydrateOnWideScreens';

/** The theme's table of contents beside a doc, left out of a phone's hydration (src/ui/HydrateOnWideScreens). */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <HydrateOnWideScreens>
      <DocItemTOCDesktop />
    </HydrateOnWideScreens>
  );
}
