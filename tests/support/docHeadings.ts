/**
 * The ids of a docs page's section headings, read from its MDX as Docusaurus
 * derives them: an explicit `{/* #id *\/}` (the translations keep the English
 * ids so), else the heading's text, lowercased, without punctuation, spaces as `-`.
 */
export function headingIds(mdx: string): string[] {
  const withoutCode = mdx.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutCode.matchAll(/^#{2,4} (.*)$/gm)].map(([, text]) => {
    const explicit = /\{\/\* #([\w-]+) \*\/\}\s*$/.exec(text!);
    return explicit ? explicit[1]! : text!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s+/g, '-');
  });
}
