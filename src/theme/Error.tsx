import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// Internal to core, as in core's own fallback: the theme layout needs a route context.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import ErrorScreen from '@site/src/ui/ErrorScreen';
import * as ERROR_SCREEN_COPY from '@site/src/ui/ErrorScreen/copy';

// Replaces core's root fallback ("This page crashed") with the site's error
// screen: inside the shared layout when it renders, bare when the layout itself failed.
export default function Error(props: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'site-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <ErrorScreen {...props} />}>
        <Head>
          <title>{ERROR_SCREEN_COPY.documentTitle}</title>
        </Head>
        <Layout>
          <ErrorScreen {...props} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
