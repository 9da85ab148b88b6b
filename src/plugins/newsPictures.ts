import {mkdir, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sharp from 'sharp';
import {NEWS_PICTURE_WIDTHS, newsPictureFile} from '../features/feeds/data/newsPictures';

/** Where the WebP files are written, relative to the site: a static directory of docusaurus.config.ts, like the coverage map's. */
export const NEWS_PICTURES_STATIC_DIR = '.docusaurus/news-pictures-static';

/** The folder of the news pictures, under static/ and in the site. */
const NEWS_PICTURES = '/img/news';

/** WebP quality: the pictures are flat illustrations; 80 keeps their edges clean at a third of the JPEG's bytes. */
const WEBP_QUALITY = 80;

/**
 * Writes every news picture of static/img/news/ (1200 × 630, JPEG or PNG) as WebP in each width of
 * NEWS_PICTURE_WIDTHS (src/features/feeds/data/newsPictures.ts), so that an article needs one picture only;
 * a file already newer than its picture is kept.
 */
export async function writeNewsPictures(siteDir: string): Promise<string[]> {
  const from = path.join(siteDir, 'static', NEWS_PICTURES);
  const to = path.join(siteDir, NEWS_PICTURES_STATIC_DIR);
  const pictures = (await readdir(from)).filter((file) => /\.(?:jpe?g|png)$/.test(file));
  const written: string[] = [];
  for (const file of pictures) {
    const source = path.join(from, file);
    const {mtimeMs} = await stat(source);
    for (const width of NEWS_PICTURE_WIDTHS) {
      const target = path.join(to, newsPictureFile(`${NEWS_PICTURES}/${file}`, width));
      const current = await stat(target).catch(() => undefined);
      if (current && current.mtimeMs >= mtimeMs) continue;
      await mkdir(path.dirname(target), {recursive: true});
      await sharp(source).resize(width).webp({quality: WEBP_QUALITY}).toFile(target);
      written.push(target);
    }
  }
  return written;
}

/** The news pictures' WebP files (writeNewsPictures), written before the site's static files are read. */
export default function newsPictures(context: LoadContext): Plugin {
  return {
    name: 'news-pictures',
    async loadContent() {
      await writeNewsPictures(context.siteDir);
    },
  };
}
