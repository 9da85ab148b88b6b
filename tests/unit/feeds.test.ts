import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {frontMatterProblems, postIdFromFile} from '@site/src/features/feeds/data/frontMatter';
import {
  STATUS_LABELS,
  UPDATE_FRONT_MATTER,
  UPDATE_STATUSES,
  UPDATE_TYPES,
  countByFilter,
  currentRelease,
  filterUpdates,
  type UpdateSummary,
} from '@site/src/features/feeds/data/updates';
import {NEWS_FRONT_MATTER, NEWS_LATEST_COUNT} from '@site/src/features/feeds/data/news';
import {NEWS_CATEGORY_NAMES, newsCategoryLabel} from '@site/src/features/feeds/data/newsCategories';
import {feedPosts} from '@site/src/plugins/feedPosts';
import {UNTRANSLATED_NEIGHBOURS} from '@site/src/ui/UntranslatedContent/source';
import {NEWS_PICTURE_WIDTHS, newsPictureFile, newsPictureHeight} from '@site/src/features/feeds/data/newsPictures';
import {NEWS_PICTURES_STATIC_DIR, writeNewsPictures} from '@site/src/plugins/newsPictures';
import {changelogRelease, readFeed} from '../support/feedFiles';

const root = path.join(__dirname, '../..');

const valid = {title: 'Payments API v3.2.1', date: new Date('2026-11-03'), type: 'payments', category: 'Release', status: 'live', version: 'v3.2.1'};

const without = (object: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

describe('front matter of a product update', () => {
  it('accepts a complete one, with or without a version', () => {
    expect(frontMatterProblems('changelog/a.md', valid, UPDATE_FRONT_MATTER)).toEqual([]);
    expect(frontMatterProblems('changelog/a.md', without(valid, 'version'), UPDATE_FRONT_MATTER)).toEqual([]);
  });

  it('names the file and each missing field', () => {
    expect(frontMatterProblems('changelog/2026-01-01-x.md', without(valid, 'type', 'status'), UPDATE_FRONT_MATTER)).toEqual([
      'changelog/2026-01-01-x.md: front matter field "type" is missing (expected one of payments, sms, dashboard).',
      'changelog/2026-01-01-x.md: front matter field "status" is missing (expected one of live, upcoming, notice).',
    ]);
  });

  it('names the file and field of a wrong value, and shows the value found', () => {
    const problems = frontMatterProblems('changelog/b.md', {...valid, type: 'ussd', status: 'beta', version: '3.2', date: 'soon'}, UPDATE_FRONT_MATTER);
    expect(problems).toEqual([
      'changelog/b.md: front matter field "date" must be a date written YYYY-MM-DD (found "soon").',
      'changelog/b.md: front matter field "type" must be one of payments, sms, dashboard (found "ussd").',
      'changelog/b.md: front matter field "status" must be one of live, upcoming, notice (found "beta").',
      'changelog/b.md: front matter field "version" must be a version written v<major>.<minor>.<patch> (found "3.2").',
    ]);
  });

  it('rejects empty and over-long text', () => {
    expect(frontMatterProblems('c.md', {...valid, title: '  '}, UPDATE_FRONT_MATTER)).toEqual(['c.md: front matter field "title" must be non-empty text (found "  ").']);
    expect(frontMatterProblems('c.md', {...valid, category: 'x'.repeat(41)}, UPDATE_FRONT_MATTER)[0]).toMatch(/"category" must be at most 40 characters/);
  });
});

describe('the feeds build hook (processBlogPosts)', () => {
  const post = (source: string, frontMatter: Record<string, unknown>, permalink = '/changelog/2026/11/03/x') =>
    ({id: source, metadata: {source: `@site/${source}`, permalink, frontMatter}, content: ''}) as unknown as BlogPost;
  const hook = feedPosts({folder: 'changelog', schema: UPDATE_FRONT_MATTER, postBasePath: '/updates', routeBasePath: 'changelog'});

  it('gives every post the address /updates/{id}', async () => {
    const [result] = (await hook({blogPosts: [post('changelog/2026-11-03-v3-2-1.md', valid)]})) as BlogPost[];
    expect(result!.metadata.permalink).toBe('/updates/v3-2-1');
  });

  it('keeps the base URL of a site served under a sub-path, and of the locale being built', async () => {
    const news = feedPosts({folder: 'blog', schema: NEWS_FRONT_MATTER, postBasePath: '/news', routeBasePath: 'news'});
    const article = {title: 'T', date: new Date('2026-01-01'), category: 'Company', description: 'D', image: '/img/news/t.jpg'};
    const [sub] = (await news({blogPosts: [post('blog/2026-01-01-t.md', article, '/site/news/2026/01/01/t')]})) as BlogPost[];
    expect(sub!.metadata.permalink).toBe('/site/news/t');
    const [french] = (await news({blogPosts: [post('i18n/fr/docusaurus-plugin-content-blog/2026-01-01-t.md', article, '/site/fr/news/2026/01/01/t')]})) as BlogPost[];
    expect(french!.metadata.permalink).toBe('/site/fr/news/t');
  });

  it('tells each post which of its neighbours (the listed posts before and after it) have no translation', async () => {
    const fr = (file: string) => post(`i18n/fr/docusaurus-plugin-content-blog-changelog/${file}`, valid, `/fr/changelog/x/${file}`);
    const en = (file: string) => post(`changelog/${file}`, valid, `/fr/changelog/x/${file}`);
    const hidden = post('changelog/2026-11-02-hidden.md', valid, '/fr/changelog/x/hidden');
    (hidden.metadata as {unlisted?: boolean}).unlisted = true;
    const result = (await hook({blogPosts: [fr('2026-11-05-a.md'), en('2026-11-04-b.md'), hidden, fr('2026-11-03-c.md'), en('2026-11-01-d.md')]})) as BlogPost[];
    const neighbours = result.map((each) => each.metadata.frontMatter[UNTRANSLATED_NEIGHBOURS]);
    expect(neighbours).toEqual([['/fr/updates/b'], [], [], ['/fr/updates/b', '/fr/updates/d'], []]);
  });

  it('fails with every problem, naming file and field', async () => {
    await expect(hook({blogPosts: [post('changelog/2026-11-03-ok.md', valid), post('changelog/2026-11-04-bad.md', {...valid, status: 'shipped'})]})).rejects.toThrow(
      'Invalid front matter in changelog/ (1 problem):\n- changelog/2026-11-04-bad.md: front matter field "status" must be one of live, upcoming, notice (found "shipped").',
    );
  });
});

describe('post ids', () => {
  it('are the file name without date and extension', () => {
    expect(postIdFromFile('@site/changelog/2026-11-03-v3-2-1.md')).toBe('v3-2-1');
    expect(postIdFromFile('blog/2026-07-09-ussd-beyond-smartphones.mdx')).toBe('ussd-beyond-smartphones');
    expect(postIdFromFile('changelog/undated-note.md')).toBe('undated-note');
  });
});

const summary = (id: string, date: string, type: UpdateSummary['type'], status: UpdateSummary['status'], version?: string): UpdateSummary => ({
  id,
  permalink: `/updates/${id}`,
  title: id,
  date,
  type,
  category: 'Release',
  translated: true,
  status,
  version,
  description: '',
});

describe('filters and the current release', () => {
  const updates = [
    summary('d', '2026-11-20', 'dashboard', 'live'),
    summary('c', '2026-11-10', 'payments', 'upcoming', 'v4.0.0'),
    summary('b', '2026-11-01', 'payments', 'live', 'v3.2.1'),
    summary('a', '2026-10-01', 'sms', 'notice'),
    summary('z', '2026-09-01', 'payments', 'live', 'v3.2.0'),
  ];

  it("'all' shows every update, in order; a type only its own", () => {
    expect(filterUpdates(updates, 'all').map((u) => u.id)).toEqual(['d', 'c', 'b', 'a', 'z']);
    expect(filterUpdates(updates, 'payments').map((u) => u.id)).toEqual(['c', 'b', 'z']);
    expect(filterUpdates(updates, 'sms').map((u) => u.id)).toEqual(['a']);
    expect(filterUpdates(updates, 'dashboard').map((u) => u.id)).toEqual(['d']);
    expect(countByFilter(updates)).toEqual({all: 5, payments: 3, sms: 1, dashboard: 1});
  });

  it('the current release is the newest live update with a version (not an upcoming one)', () => {
    expect(currentRelease(updates)).toBe('v3.2.1');
    expect(currentRelease([...updates].reverse())).toBe('v3.2.1');
    expect(currentRelease([summary('x', '2026-01-01', 'sms', 'live')])).toBeUndefined();
  });

  it('status labels are the spec’s', () => {
    expect(STATUS_LABELS).toEqual({live: 'Live', upcoming: 'Coming Soon', notice: 'Important Notice'});
  });
});

describe('the published updates (changelog/)', () => {
  const files = readFeed('changelog');

  it('all have valid front matter', () => {
    expect(files.flatMap((f) => frontMatterProblems(f.file, f.frontMatter, UPDATE_FRONT_MATTER))).toEqual([]);
  });

  it('are a believable history: a dozen or more, every type and every status', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const type of UPDATE_TYPES) expect(files.some((f) => f.frontMatter.type === type)).toBe(true);
    for (const status of UPDATE_STATUSES) expect(files.some((f) => f.frontMatter.status === status)).toBe(true);
    expect(new Set(files.map((f) => f.id)).size).toBe(files.length);
  });

  it('make the spec’s current release the current one', () => {
    // SPEC.md section 9 says "Current release displayed: v3.2.1"; issue 49 asks for a newer one, the
    // 2026-11-30 version (changelog/2026-11-30-v3-3-0.md), and an issue newer than the spec wins.
    expect(changelogRelease()).toBe('v3.3.0');
  });

  it('are the one place a release is typed: src/ computes the current one (currentRelease), the docs import it (@current-release)', () => {
    const typed = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.(tsx?|mdx?)$/.test(entry.name))
      .flatMap((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        // Code, not comments: a version as a string value.
        const code = readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
        return code.flatMap((line) => [...line.matchAll(/['"`]v\d+\.\d+\.\d+['"`]/g)].map((match) => `${path.relative(root, file)}: ${match[0]}`));
      });
    expect(typed).toEqual([]);
    for (const doc of ['docs/migrate-from-v1.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/migrate-from-v1.mdx']) {
      expect(readFileSync(path.join(root, doc), 'utf8')).toMatch(/^import CURRENT_RELEASE from '@current-release';$/m);
    }
  });

  it('include the legacy payment API v1 sunset notice', () => {
    expect(files.some((f) => f.frontMatter.status === 'notice' && /legacy payment API v1/i.test(f.frontMatter.title as string))).toBe(true);
  });
});

describe('the published news (blog/)', () => {
  const files = readFeed('blog');

  it('all have valid front matter, and more articles than /news shows', () => {
    expect(files.flatMap((f) => frontMatterProblems(f.file, f.frontMatter, NEWS_FRONT_MATTER))).toEqual([]);
    expect(files.length).toBeGreaterThan(NEWS_LATEST_COUNT);
  });

  it('each is filed under a category the site names in every language, so an untranslated article\'s card reads the reader\'s language', () => {
    const french = JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>;
    for (const {frontMatter} of files) expect(Object.keys(NEWS_CATEGORY_NAMES)).toContain(frontMatter.category);
    expect(['news.category.company', 'news.category.marketInsight', 'news.category.product'].map((id) => french[id]?.message)).toEqual(['Entreprise', 'Regard sur le marché', 'Produit']);
    expect(newsCategoryLabel('Company', false)).toEqual({text: 'Company', translated: true});
    expect(newsCategoryLabel('Entreprise', true)).toEqual({text: 'Entreprise', translated: true});
    expect(newsCategoryLabel('Partnerships', false)).toEqual({text: 'Partnerships', translated: false});
  });

  it('each has its picture, 1200 × 630, a small JPEG or PNG from which the build writes the WebP widths', async () => {
    for (const {frontMatter} of files) {
      const file = path.join(root, 'static', frontMatter.image as string);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).length).toBeLessThan(60_000);
      expect(await sharp(file).metadata()).toMatchObject({width: 1200, height: 630});
    }
  });
});

describe('the news pictures as the build writes them (src/plugins/newsPictures.ts)', () => {
  it('are WebP files in every width of NEWS_PICTURE_WIDTHS, at 1200 × 630\'s ratio, each smaller than the JPEG; kept when up to date', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'news-pictures-'));
    mkdirSync(path.join(site, 'static/img/news'), {recursive: true});
    const picture = readFeed('blog')[0]!.frontMatter.image as string;
    const source = path.join(root, 'static', picture);
    copyFileSync(source, path.join(site, 'static', picture));
    const written = await writeNewsPictures(site);
    expect(written.map((file) => path.relative(path.join(site, NEWS_PICTURES_STATIC_DIR), file))).toEqual(NEWS_PICTURE_WIDTHS.map((width) => newsPictureFile(picture, width).slice(1)));
    for (const [index, width] of NEWS_PICTURE_WIDTHS.entries()) {
      expect(await sharp(written[index]!).metadata()).toMatchObject({format: 'webp', width, height: newsPictureHeight(width)});
      expect(statSync(written[index]!).size).toBeLessThan(statSync(source).size);
    }
    expect(await writeNewsPictures(site)).toEqual([]);
    rmSync(site, {recursive: true});
  });

  it('are named by width, and refuse a picture that is not a JPEG, PNG or WebP', () => {
    expect(newsPictureFile('/img/news/a-b.jpg', 800)).toBe('/img/news/a-b-800.webp');
    expect(() => newsPictureFile('/img/news/a.gif', 800)).toThrow(/JPEG, PNG or WebP/);
  });
});

describe('the updates\' statuses and filters as shown', () => {
  it('are, in English, the labels the data and the tests use', async () => {
    const {STATUS_NAMES, FILTER_NAMES} = await import('@site/src/features/feeds/data/updateLabels');
    const {STATUS_LABELS, UPDATE_FILTERS} = await import('@site/src/features/feeds/data/updates');
    expect(STATUS_NAMES).toEqual(STATUS_LABELS);
    expect(FILTER_NAMES).toEqual(Object.fromEntries(UPDATE_FILTERS.map(({value, label}) => [value, label])));
  });
});
