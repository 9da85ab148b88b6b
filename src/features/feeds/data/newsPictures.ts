import {MOBILE_BREAKPOINT_PX, THEME_DESKTOP_BREAKPOINT_PX} from '../../../constants';

/**
 * A news article's picture (its front matter `image`: a 1200 × 630 JPEG or PNG under static/img/news/) is
 * published by the build (src/plugins/newsPictures.ts) as WebP in these widths: the /news cards and the
 * article page pick one by the screen, a phone taking the 800 px file (6 KB where the JPEG is 15–21 KB) and
 * the original JPEG staying the social cards' picture.
 */
export const NEWS_PICTURE_WIDTHS = [640, 800, 1200] as const;

/**
 * How wide each place shows a picture, for the browser's choice of file (`sizes`): a card of the news grid
 * (three columns of 380 px from the theme's desktop breakpoint, two from the site's tablet width, one on a
 * phone) and the article page's picture (the article's column of 830 px, the screen's width below).
 */
export const NEWS_PICTURE_SIZES = {
  card: `(min-width: ${THEME_DESKTOP_BREAKPOINT_PX + 1}px) 380px, (min-width: ${MOBILE_BREAKPOINT_PX}px) 50vw, 100vw`,
  article: `(min-width: ${THEME_DESKTOP_BREAKPOINT_PX + 1}px) 830px, 100vw`,
} as const;

/** The picture's height for a width, at the pictures' 1200 × 630. */
export const newsPictureHeight = (width: number): number => Math.round((width * 630) / 1200);

/** Where the build writes a width of a picture: `/img/news/x.jpg` → `/img/news/x-800.webp`. */
export function newsPictureFile(image: string, width: number): string {
  const match = /^(.*)\.(?:jpe?g|png|webp)$/.exec(image);
  if (!match) throw new Error(`A news picture must be a JPEG, PNG or WebP file: ${image}`);
  return `${match[1]}-${width}.webp`;
}
