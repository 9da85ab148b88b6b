import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {isTranslatedSource} from '../ui/UntranslatedContent/source';
import {postIdFromFile} from '../features/feeds/data/frontMatter';
import {currentRelease, UPDATES_ROUTES, type UpdateStatus, type UpdateSummary, type UpdateType} from '../features/feeds/data/updates';

/** The blog plugin instance that reads changelog/ (docusaurus.config.ts). */
export const CHANGELOG_PLUGIN_ID = 'changelog';

/** The module that holds the current release (a string, "v3.2.1"), for the pages that name it outside /product-updates (the docs). */
export const CURRENT_RELEASE_MODULE = '@current-release';

export function toUpdateSummary(post: BlogPost): UpdateSummary {
  const {metadata} = post;
  const frontMatter = metadata.frontMatter as Record<string, unknown>;
  return {
    id: postIdFromFile(metadata.source),
    permalink: metadata.permalink,
    title: metadata.title,
    date: new Date(metadata.date).toISOString().slice(0, 10),
    type: frontMatter.type as UpdateType,
    category: frontMatter.category as string,
    status: frontMatter.status as UpdateStatus,
    ...(typeof frontMatter.version === 'string' ? {version: frontMatter.version} : {}),
    description: metadata.description,
    translated: isTranslatedSource(metadata.source),
  };
}

/**
 * /product-updates, built from the changelog's posts once every plugin has
 * loaded its content: the page gets a short summary of each update as the
 * props of its own route, so only that page downloads them (the Docusaurus
 * maintainers' advice for custom pages that show blog posts; global data would
 * put them on every page). The front matter was checked by src/plugins/feedPosts.ts.
 * The current release, computed from the same updates (`currentRelease`), is
 * also written as the module `@current-release`, which a docs page imports to
 * name it: no release is typed anywhere but in changelog/.
 */
export default function productUpdatesPage(context: LoadContext): Plugin {
  const releaseFile = path.join(context.generatedFilesDir, 'current-release', `${context.i18n.currentLocale}.json`);
  return {
    name: 'product-updates-page',
    async allContentLoaded({allContent, actions}) {
      const changelog = allContent['docusaurus-plugin-content-blog']?.[CHANGELOG_PLUGIN_ID] as BlogContent | undefined;
      if (!changelog) throw new Error(`product-updates-page: no blog plugin with id "${CHANGELOG_PLUGIN_ID}"`);
      const updates = changelog.blogPosts.filter((post) => !post.metadata.unlisted).map(toUpdateSummary);
      const release = currentRelease(updates);
      if (!release) throw new Error('product-updates-page: no live update in changelog/ has a version: the current release cannot be named.');
      mkdirSync(path.dirname(releaseFile), {recursive: true});
      writeFileSync(releaseFile, JSON.stringify(release));
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${UPDATES_ROUTES.list}`,
        component: '@site/src/features/feeds/ProductUpdatesPage',
        exact: true,
        props: {updates},
      });
    },
    configureWebpack() {
      return {resolve: {alias: {[`${CURRENT_RELEASE_MODULE}$`]: releaseFile}}};
    },
  };
}
