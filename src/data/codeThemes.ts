import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes whose every token colour has at least 4.5:1
 * contrast on its background (WCAG AA), unlike prism-react-renderer's stock
 * themes. Colours follow GitHub's Primer palette. tests/unit/codeThemes.test.ts checks the ratios.
 */
export const codeThemeLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'builtin'], style: {color: '#b31d28'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'operator', 'entity'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter', 'property'], style: {color: '#953800'}},
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['inserted'], style: {color: '#116329'}},
  ],
};

export const codeThemeDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#e6edf3'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'operator', 'entity'], style: {color: '#79c0ff'}},
    {types: ['variable', 'parameter', 'property'], style: {color: '#ffa657'}},
    {types: ['tag', 'deleted'], style: {color: '#7ee787'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
  ],
};
