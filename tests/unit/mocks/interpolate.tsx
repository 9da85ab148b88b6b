import React, {isValidElement, type ReactNode} from 'react';

/** Docusaurus' interpolate(): a string when every value is text, else the parts as React nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((segment, i) => (i % 2 === 1 && values?.[segment.slice(1, -1)] !== undefined ? values[segment.slice(1, -1)] : segment));
  if (!segments.some((segment) => isValidElement(segment))) return segments.join('');
  return segments.map((segment, i) => (isValidElement(segment) ? React.cloneElement(segment, {key: i}) : segment)).filter((segment) => segment !== '');
}
