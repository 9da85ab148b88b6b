/**
 * The shapes of the site's content, shared by every page built from data
 * (product pages, company pages, the developer hub, the home page, forms):
 * pages differ by data, not markup.
 */

export interface Cta {
  label: string;
  to: string;
  variant?: 'primary' | 'secondary';
}

export interface Card {
  title: string;
  text: string;
  /** A short mark shown above the title (an emoji-free glyph or figure, e.g. "99%"). */
  badge?: string;
  /** An icon instead of a badge: SVG path data on a 24×24 grid, drawn as a 2 px stroke. */
  icon?: string;
  /** Short points listed under the text. */
  points?: string[];
  /** Optional link at the foot of the card. */
  link?: Cta;
  /** Anchor id, when other content links to this card. */
  id?: string;
  /** The capability the card claims (src/data/capabilities.ts): written into the page, where the tests over the build read it. */
  capability?: string;
  /** Shown under the title while the capability is not live: "Coming soon", "Beta". */
  status?: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface SectionBase {
  /** Anchor id of the section. */
  id: string;
  heading: string;
  lead?: string;
  /** A link under the section's content (to where its figures come from, say). */
  link?: Cta;
}

/** A section of a page, in order under its hero; `slot` sections get their content from the page (a component only that page needs). */
export type Section =
  | (SectionBase & {kind: 'cards'; cards: Card[]; columns?: 2 | 3 | 4})
  | (SectionBase & {kind: 'logos'; logos: string[]})
  | (SectionBase & {kind: 'stats'; stats: Stat[]})
  | (SectionBase & {kind: 'tags'; tags: string[]})
  | (SectionBase & {kind: 'cta'; ctas: Cta[]})
  | (SectionBase & {kind: 'slot'});

/** The hero at the top of a page. */
export interface Hero {
  eyebrow?: string;
  heading: string;
  lead?: string;
  ctas: Cta[];
}

/** A page built from data: its head, its hero, then its sections in order. */
export interface SectionedPage {
  path: string;
  title: string;
  description: string;
  hero: Hero;
  sections: Section[];
}

/** The buttons' accessible names, from the carousel's data module. */
export interface CarouselLabels {
  /** What screen readers call the widget (its aria-roledescription): "carousel". */
  carousel: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
}
