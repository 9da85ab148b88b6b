import type {ReactNode} from 'react';
import {useBrand} from '@site/src/hooks/useBrand';

/** The brand's name (or legal name) for Markdown pages: `<BrandName />`, `<BrandName legal />`. */
export default function BrandName({legal = false}: {legal?: boolean}): ReactNode {
  const brand = useBrand();
  return legal ? brand.legalName : brand.name;
}
