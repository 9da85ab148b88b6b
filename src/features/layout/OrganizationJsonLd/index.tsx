import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBrand} from '@site/src/hooks/useBrand';
import {jsonForScript, organizationJsonLd} from '@site/src/data/structuredData';

/** The company as schema.org structured data, in the page's head (the home page carries it). */
export default function OrganizationJsonLd(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const data = organizationJsonLd(useBrand(), `${siteConfig.url}${siteConfig.baseUrl}`);
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(data)}</script>
    </Head>
  );
}
