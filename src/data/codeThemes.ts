import type {PrismTheme} from 'prism-react-renderer';

/** The colours of one code theme, by role. */
interface CodePalette {
  text: string;
  background: string;
  comment: string;
  keyword: string;
  string: string;
  function: string;
  number: string;
  variable: string;
  tag: string;
}

function themeFrom(palette: CodePalette): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.comment, fontStyle: 'italic'}},
      {types: ['punctuation'], style: {color: palette.text}},
      {types: ['keyword', 'selector', 'important', 'atrule', 'builtin'], style: {color: palette.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: palette.string}},
      {types: ['function', 'class-name'], style: {color: palette.function}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'operator', 'entity'], style: {color: palette.number}},
      {types: ['variable', 'parameter', 'property'], style: {color: palette.variable}},
      {types: ['tag', 'deleted', 'inserted'], style: {color: palette.tag}},
    ],
  };
}

/**
 * Code highlighting themes whose every token colour has at least 4.5:1
 * contrast on its background (WCAG AA), unlike prism-react-renderer's stock
 * themes. Colours follow GitHub's Primer palette; tests/unit/codeThemes.test.ts checks the ratios.
 */
export const codeThemeLight = themeFrom({
  text: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  keyword: '#b31d28',
  string: '#0a3069',
  function: '#6639ba',
  number: '#0550ae',
  variable: '#953800',
  tag: '#116329',
});

export const codeThemeDark = themeFrom({
  text: '#e6edf3',
  background: '#161b22',
  comment: '#9198a1',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  function: '#d2a8ff',
  number: '#79c0ff',
  variable: '#ffa657',
  tag: '#7ee787',
});
