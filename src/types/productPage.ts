import type {SectionedPage} from './content';

/** A product page: a sectioned page whose hero names the product (src/data/products/registry.ts lists them). */
export interface ProductPage extends SectionedPage {
  hero: SectionedPage['hero'] & {eyebrow: string; lead: string};
}
