/** The shape of a product page: hero, then sections in order. Pages differ by data, not markup. */

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
}

export interface Stat {
  value: string;
  label: string;
}

interface SectionBase {
  /** Anchor id of the section. */
  id: string;
  heading: string;
  lead?: string;
}

/** A code sample shown with the theme's code block (highlighting and copy button). */
export interface CodeSample {
  language: string;
  title: string;
  code: string;
}

export type Section =
  | (SectionBase & {kind: 'cards'; cards: Card[]; columns?: 2 | 3 | 4})
  | (SectionBase & {kind: 'logos'; logos: string[]})
  | (SectionBase & {kind: 'integration'; cards: Card[]; sample: CodeSample; link: Cta})
  | (SectionBase & {kind: 'stats'; stats: Stat[]})
  | (SectionBase & {kind: 'tags'; tags: string[]})
  | (SectionBase & {kind: 'cta'; ctas: Cta[]});

export interface ProductPage {
  path: string;
  title: string;
  description: string;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    ctas: Cta[];
  };
  sections: Section[];
}
