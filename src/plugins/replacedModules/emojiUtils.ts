/**
 * Docusaurus's extractLeadingEmoji (theme-common/lib/utils/emojiUtils.js), as
 * the doc cards of category pages call it for every label, with the same
 * answers but without its costs on a page load: the original builds an
 * `Intl.Segmenter` when its module loads and compiles the `\p{RGI_Emoji}`
 * pattern on every call, together some 130 ms under Lighthouse's 4x CPU
 * slowdown on /docs/reference. A label that starts with a character that
 * begins no emoji needs neither; the others take the original's path, with
 * the segmenter and the pattern made once.
 */
let segmenter: Intl.Segmenter | undefined;
let emojiPattern: RegExp | undefined;

/** ASCII characters begin no emoji, except keycaps: a digit, # or * followed by U+FE0F or U+20E3. */
const startsWithoutEmoji = (input: string) => input.charCodeAt(0) < 0x80 && !/^[\d#*][\uFE0F\u20E3]/.test(input);

export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (!input || startsWithoutEmoji(input)) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  // The `v` flag is built at run time, as in the original (a literal would be rewritten by the compiler).
  emojiPattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!grapheme || !emojiPattern.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
