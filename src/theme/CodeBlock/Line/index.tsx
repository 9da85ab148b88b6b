import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

// Ejected (theme-classic 3.10.2) because a wrapper cannot change the element:
// the theme writes each line as a <div> inside <code>, which allows phrasing
// content only (Nu Html Checker: 'Element "div" not allowed as child of
// element "code" in this context'). Each line is a <span> shown as a block;
// otherwise unchanged, styles included.

/** A line holding only '\n' becomes empty, so that it and the <br> below make one line break, not two. */
function fixLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line)});
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {/* Keeps an empty line from collapsing. */}
      <br />
    </span>
  );
}
