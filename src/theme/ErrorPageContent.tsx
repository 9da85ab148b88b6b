import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import ErrorScreen from '@site/src/ui/ErrorScreen';

// Replaces the classic "This page crashed." with the site's error screen
// ("Unexpected Application Error!"), shown inside the shared layout.
export default function ErrorPageContent(props: Props): ReactNode {
  return <ErrorScreen {...props} />;
}
