import {SITE_LOCALE} from './locale';

/**
 * Plural forms, in the convention of the theme's own strings (Docusaurus's
 * usePluralForm): a message holds its forms separated by `|`, in the order
 * zero, one, two, few, many, other of the locale's categories, and a message
 * with fewer forms than categories uses its last form for the rest. English
 * and French write "one|other": 1 is singular in English; 0 and 1 are in French
 * ("0 nouveauté affichée", "1 nouveauté affichée", "2 nouveautés affichées").
 *
 * Usable outside React (in copy functions), unlike usePluralForm. English and
 * French need no Intl data; another locale uses Intl.PluralRules.
 */
type Category = Intl.LDMLPluralRule;
const ORDER: readonly Category[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

interface Rules {
  categories: readonly Category[];
  select: (count: number) => Category;
}

const RULES: Record<string, Rules> = {
  en: {categories: ['one', 'other'], select: (count) => (count === 1 ? 'one' : 'other')},
  // CLDR: one for 0 and 1 (and 0.x, 1.x); many for exact millions and beyond ("1 000 000 de marchés"), written like other here.
  fr: {categories: ['one', 'many', 'other'], select: (count) => (Math.abs(count) < 2 ? 'one' : 'other')},
};

function rulesFor(locale: string): Rules {
  const known = RULES[locale];
  if (known) return known;
  const intl = new Intl.PluralRules(locale);
  return {categories: ORDER.filter((category) => intl.resolvedOptions().pluralCategories.includes(category)), select: (count) => intl.select(count)};
}

/** The form of `messages` ("form for one|form for other") that `count` takes in `locale`. */
export function selectPlural(count: number, messages: string, locale = SITE_LOCALE): string {
  const forms = messages.split('|');
  const rules = rulesFor(locale);
  const index = rules.categories.indexOf(rules.select(count));
  return forms[Math.min(index, forms.length - 1)]!;
}
