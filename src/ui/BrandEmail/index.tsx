import React, {type ReactNode} from 'react';
import type {Brand} from '@site/src/brand';
import {useBrand} from '@site/src/hooks/useBrand';

/** A team's e-mail address as a mail link, for Markdown pages: `<BrandEmail team="privacy" />`. */
export default function BrandEmail({team}: {team: keyof Brand['email']}): ReactNode {
  const address = useBrand().email[team];
  return <a href={`mailto:${address}`}>{address}</a>;
}
