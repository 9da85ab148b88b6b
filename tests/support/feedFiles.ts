/** The Markdown files of a feed folder (changelog/, blog/) with their parsed front matter, for tests. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {currentRelease, type UpdateSummary} from '../../src/features/feeds/data/updates';

export interface FeedFile {
  /** Relative to the site: `changelog/2026-11-03-v3-2-1.md`. */
  file: string;
  /** File name without date and extension: the post's id in its URL. */
  id: string;
  frontMatter: Record<string, unknown>;
}

const root = path.join(__dirname, '../..');

export function readFeed(folder: 'changelog' | 'blog'): FeedFile[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const text = readFileSync(path.join(root, folder, name), 'utf8');
      const match = /^---\n([\s\S]*?)\n---/.exec(text);
      if (!match) throw new Error(`${folder}/${name}: no front matter`);
      return {
        file: `${folder}/${name}`,
        id: name.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''),
        frontMatter: yaml.load(match[1]!) as Record<string, unknown>,
      };
    });
}

/** The current release as the site computes it from changelog/ (currentRelease, src/features/feeds/data/updates.ts). */
export function changelogRelease(): string | undefined {
  return currentRelease(
    readFeed('changelog').map((f) => ({
      date: (f.frontMatter.date as Date).toISOString().slice(0, 10),
      status: f.frontMatter.status as UpdateSummary['status'],
      version: f.frontMatter.version as string | undefined,
    })) as UpdateSummary[],
  );
}
