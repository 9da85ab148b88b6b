import React, {createContext, useContext, type ReactNode} from 'react';
import {useUntranslatedLang} from '@site/src/ui/UntranslatedContent';

/** Whether the page's model of the contract is translated into the page's language (ApiModel.translated), for the texts below it. */
export const ContractTranslated = createContext(false);

/** The `lang` of the contract's texts (summaries, descriptions): the default language's where they are shown untranslated, else none. */
export function useContractLang(): string | undefined {
  const untranslated = useUntranslatedLang();
  return useContext(ContractTranslated) ? undefined : untranslated;
}

/** Splits one paragraph on `code spans`: text and code alternate, code at odd indexes. */
export function inlineParts(text: string): string[] {
  return text.split(/`([^`]+)`/g);
}

/** The paragraphs of a description: blank lines separate them, single line breaks are spaces. */
export function paragraphsOf(text: string): string[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

function Inline({text}: {text: string}): ReactNode {
  return inlineParts(text).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * The OpenAPI document's descriptions, rendered safely: paragraphs and `code`
 * spans only, as React text (never as HTML). The document's Markdown uses no more.
 * `inline` renders one run of text (for a table cell or a list item) without paragraphs.
 */
export default function ApiText({text, inline = false, className}: {text: string; inline?: boolean; className?: string}): ReactNode {
  // The document's descriptions are in the default language unless the page's model is translated.
  const lang = useContractLang();
  const paragraphs = paragraphsOf(text);
  if (inline) {
    return (
      <span className={className} lang={lang}>
        <Inline text={paragraphs.join(' ')} />
      </span>
    );
  }
  return paragraphs.map((paragraph, i) => (
    <p key={i} className={className} lang={lang}>
      <Inline text={paragraph} />
    </p>
  ));
}

/** A description as one plain line for a page's meta description: its first paragraph without code marks, cut at a sentence's or a word's end within `max` characters. */
export function plainSummary(text: string, max = 158): string {
  const line = (paragraphsOf(text)[0] ?? '').replace(/`/g, '');
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const sentenceEnd = cut.lastIndexOf('. ');
  return sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
