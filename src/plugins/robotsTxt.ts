import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** robots.txt for the site's address: everything may be crawled; the sitemap is announced. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/$/, '')}${baseUrl}sitemap.xml`, ''].join('\n');
}

/** Writes build/robots.txt (a static file could not know SITE_URL and BASE_URL). */
export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
