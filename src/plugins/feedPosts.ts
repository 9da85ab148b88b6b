import type {BlogPost, ProcessBlogPostsFn} from '@docusaurus/plugin-content-blog';
import {UNTRANSLATED_NEIGHBOURS, isTranslatedSource} from '../ui/UntranslatedContent/source';
import {frontMatterProblems, postIdFromFile, type FrontMatterSchema} from '../features/feeds/data/frontMatter';

interface FeedOptions {
  /** The feed's folder, as named in messages (`changelog`, `blog`). */
  folder: string;
  schema: FrontMatterSchema;
  /** Route of each post's page, before its id (`/updates`, `/news`). */
  postBasePath: string;
  /** The blog plugin's own route (`changelog`, `news`): what comes before it in a post's address is the site's base URL in the locale being built (`/`, `/fr/`). */
  routeBasePath: string;
}

/** The source file of a post, relative to the site (`changelog/2026-11-03-v3-2-1.md`). */
export function sourceFile(post: BlogPost): string {
  return post.metadata.source.replace(/^@site\//, '');
}

/**
 * The blog plugin's `processBlogPosts` hook for one feed: checks every file's
 * front matter against the feed's schema (the build fails with one line per
 * problem, naming file and field), and gives each post the address
 * `{postBasePath}/{id}`, the id being the file name without its date.
 * That is how product updates live at /updates/{id} while their
 * paginated history and feeds stay at /changelog.
 */
export function feedPosts({folder, schema, postBasePath, routeBasePath}: FeedOptions): ProcessBlogPostsFn {
  return async ({blogPosts}) => {
    const problems = blogPosts.flatMap((post) => frontMatterProblems(sourceFile(post), post.metadata.frontMatter, schema));
    if (problems.length) {
      throw new Error(`Invalid front matter in ${folder}/ (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n- ${problems.join('\n- ')}`);
    }
    const marker = `/${routeBasePath}/`;
    const posts = blogPosts.map((post) => {
      const at = post.metadata.permalink.indexOf(marker);
      if (at < 0) throw new Error(`${sourceFile(post)}: its address ${post.metadata.permalink} is not under ${marker}`);
      const localeBase = post.metadata.permalink.slice(0, at);
      return {...post, metadata: {...post.metadata, permalink: `${localeBase}${postBasePath}/${postIdFromFile(post.metadata.source)}`}};
    });
    return withUntranslatedNeighbours(posts);
  };
}

/**
 * Writes into each post's front matter (UNTRANSLATED_NEIGHBOURS) the addresses
 * of its previous and next posts that have no translation, so that its page's
 * paginator marks their titles as English. The neighbours are the listed posts
 * before and after it in the order given, as the blog plugin links them once
 * this hook has run. In the default locale no source is a translation; the
 * paginator then marks nothing (the mark applies only in another language).
 */
export function withUntranslatedNeighbours(posts: BlogPost[]): BlogPost[] {
  const listed = posts.filter((post) => !post.metadata.unlisted);
  return posts.map((post) => {
    const at = listed.indexOf(post);
    const neighbours = at < 0 ? [] : [listed[at - 1], listed[at + 1]].filter((neighbour): neighbour is BlogPost => neighbour !== undefined);
    const untranslated = neighbours.filter((neighbour) => !isTranslatedSource(neighbour.metadata.source)).map((neighbour) => neighbour.metadata.permalink);
    return {...post, metadata: {...post.metadata, frontMatter: {...post.metadata.frontMatter, [UNTRANSLATED_NEIGHBOURS]: untranslated}}};
  });
}
