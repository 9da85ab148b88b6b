import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode {
  const parts = message.split(/(\{\w+\})/g).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <React.Fragment key={i}>{values[key]}</React.Fragment> : part;
  });
  return <>{parts}</>;
}

/** Docusaurus' translate(): the default message, interpolated. */
export function translate({message}: {message: string; id?: string}, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (all, key: string) => (values && key in values ? String(values[key]) : all));
}

export default function Translate({children, values}: {children: string; id?: string; values?: Values}): ReactNode {
  return interpolate(children, values);
}
