import type {ReactNode} from 'react';
import {useTurnstileSiteKey} from '@site/src/hooks/useBrand';

/**
 * What is true only of a site built with Cloudflare Turnstile's challenge
 * (TURNSTILE_SITE_KEY): the privacy page's words about it, shown when the
 * forms do load it and left out otherwise (decided at build time, in the
 * static HTML).
 */
export default function IfChallenge({children}: {children: ReactNode}): ReactNode {
  return useTurnstileSiteKey() ? children : null;
}
