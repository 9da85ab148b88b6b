import {useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';

/** The address is read from the router on each render; there is nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * A query parameter of the address, trimmed and cut to `maxLength`, or
 * undefined. Undefined until the page has hydrated: the static HTML cannot know
 * the query, and the hydration render must match it. Callers show the value as
 * text only (React escapes it), never as markup.
 *
 * The server snapshot (no query) stands for the static HTML: after hydration
 * React re-renders the caller only when the address has a query, so a page
 * such as /product-updates is not rendered twice on every visit.
 */
export function useQueryParam(name: string, maxLength: number): string | undefined {
  const {search} = useLocation();
  const query = useSyncExternalStore(noSubscription, () => search, () => '');
  const value = new URLSearchParams(query).get(name)?.trim();
  return value ? value.slice(0, maxLength) : undefined;
}

/** The parameter if it is one of `allowed`, else undefined (unknown values are ignored). */
export function useQueryChoice<T extends string>(name: string, allowed: readonly T[]): T | undefined {
  const value = useQueryParam(name, 64);
  return allowed.find((choice) => choice === value);
}
