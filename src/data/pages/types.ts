import type {SiteRoute} from '../routes';
import type {ProductPath} from '../products/registry';

/** What every custom page needs in its head and hero. */
export interface PageMeta {
  /** Document title (the site name is appended by the theme). */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** The hero heading (the page's h1). */
  heading: string;
  /** One paragraph under the heading. */
  lead: string;
}

/** Pages with their own data module (products, /coverage) or Markdown front matter have no entry here. */
export type CustomPageRoute = Exclude<SiteRoute, '/docs' | '/terms' | '/privacy' | '/security' | '/news' | '/coverage' | ProductPath>;
