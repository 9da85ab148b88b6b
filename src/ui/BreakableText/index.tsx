import React, {type ReactNode} from 'react';

/**
 * Where a name or an address may break: between the words of a camelCase or
 * snake_case name (`phone|Number`, `failure|Code`, `sender_|id`) and after
 * an address's dots and slashes (`sandbox.|api.|savanna.|africa`).
 */
const BREAK_AFTER = /(?<=[a-z0-9])(?=[A-Z])|(?<=[._/-])(?=[^._/-])/;

/** Splits `text` where it may break (exported for the tests). */
export function breakableParts(text: string): string[] {
  return text.split(BREAK_AFTER);
}

/**
 * A name or an address that a narrow column breaks between its words rather
 * than inside one: the text is unchanged (copied, read out and matched as
 * before); only `<wbr>` break opportunities are added. Pair it with
 * `overflow-wrap: break-word`, which breaks inside a word only when a part
 * alone is wider than the line.
 */
export default function BreakableText({children}: {children: string}): ReactNode {
  const parts = breakableParts(children);
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}
