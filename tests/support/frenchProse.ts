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
    .map(([, word = '', use = '']) => ({
      word,
      use,
      // Whole words, whatever the case of the first letter (and only of it); the apostrophe either way.
      pattern: new RegExp(`(?<![\\p{L}])[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${escapeStringRegexp(word.slice(1)).replace(/['’]/g, "['’]")}(?![\\p{L}])`, 'u'),
    }))
    .filter(({word}) => word);
}
