import {codeThemeLight, codeThemeDark} from '@site/src/data/codeThemes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('code themes', () => {
  it('computes contrast like WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it.each([
    ['light', codeThemeLight],
    ['dark', codeThemeDark],
  ])('%s: every token colour reaches AA (4.5:1) on the code background', (_name, theme) => {
    const background = theme.plain.backgroundColor!;
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color!)];
    for (const colour of colours) expect({colour, ratio: contrast(colour, background) >= 4.5}).toEqual({colour, ratio: true});
  });
});
