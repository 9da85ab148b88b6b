import escapeStringRegexp from 'escape-string-regexp';

/**
 * What the French gate reads (tests/unit/frenchTypography.test.ts): the prose
 * of a Markdown or MDX page, and the words i18n/fr/STYLE.md rejects.
 */

/**
 * The prose of a Markdown or MDX file: the title, description and sidebar
 * label of its front matter, then its text without code (fenced blocks and
 * inline code), imports, JSX and HTML tags, expressions, link addresses and
 * admonition markers. What is left is what the reader reads.
 */
export function markdownProse(source: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const meta = frontMatter ? [...frontMatter[1]!.matchAll(/^(?:title|description|sidebar_label):\s*(.*)$/gm)].map((m) => m[1]!.replace(/^(['"])(.*)\1$/, '$2')) : [];
  const body = (frontMatter ? source.slice(frontMatter[0].length) : source)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Tags with their attributes (a component's props may span lines); their text content stays.
    .replace(/<\/?[A-Za-z][\w.]*(?:\s+(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})*)?\/?>/g, ' ')
    .replace(/\{[^{}\n]*\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^:::\w+(?:\[([^\]]*)\])?\s*(.*)$/gm, '$1 $2')
    .replace(/^:::\s*$/gm, ' ');
  return [...meta, body].join('\n');
}

export interface AvoidedWord {
  word: string;
  use: string;
  pattern: RegExp;
}

/**
 * The words the glossary rejects: the "Not" column of the table under
 * "## Words we do not use" in i18n/fr/STYLE.md, each with what to write instead.
 */
export function frenchGlossaryAvoid(styleGuide: string): AvoidedWord[] {
  const section = /^## Words we do not use\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(styleGuide)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|/.test(line) && !/^\|\s*(?:Not|-+)\s*\|/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter(([, word = '']) => word)
    .map(([, word = '', use = '']) => ({word, use, pattern: wordFormsPattern(word)}));
}

/** Words that take no other form (articles, prepositions): the rest of a rejected phrase may be plural or conjugated. */
const INVARIABLE = new Set(['à', 'au', 'aux', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'un', 'une', 'pour', 'sur', 'par']);

/** One word of a rejected phrase and its other forms: a verb's (contacter: contactez, contacte, contacté…), a noun's or adjective's plural. */
function wordForms(word: string): string {
  const elided = /^([dlj])['’](.+)$/i.exec(word);
  if (elided) return `${elided[1]}['’]${wordForms(elided[2]!)}`;
  const escaped = escapeStringRegexp(word).replace(/['’]/g, "['’]");
  if (INVARIABLE.has(word.toLowerCase())) return escaped;
  if (/er$/.test(word) && word.length > 4) return `${escapeStringRegexp(word.slice(0, -2))}(?:er|ez|e|es|ent|ons|é|ée|és|ées|ant)`;
  if (/[sxz]$/.test(word)) return escaped;
  if (/al$/.test(word)) return `${escapeStringRegexp(word.slice(0, -2))}(?:al|aux)`;
  return `${escaped}(?:s|x)?`;
}

/**
 * A rejected phrase in any of its forms (« point de terminaison », « points de terminaison »;
 * « Contacter les ventes », « contactez les ventes »): whole words, whatever the case of the
 * first letter, the apostrophe either way, any space between the words.
 */
export function wordFormsPattern(phrase: string): RegExp {
  const [first = '', ...rest] = phrase.split(/\s+/);
  const head = wordForms(first);
  const firstLetter = head[0]!;
  const anyCase = /\p{L}/u.test(firstLetter) ? `[${firstLetter.toUpperCase()}${firstLetter.toLowerCase()}]${head.slice(1)}` : head;
  return new RegExp(`(?<![\\p{L}])${[anyCase, ...rest.map(wordForms)].join('[\\s\\u00a0\\u202f]+')}(?![\\p{L}])`, 'u');
}
