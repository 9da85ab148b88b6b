import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A query parameter of the address, trimmed and cut to `maxLength`, or
 * undefined. Undefined until the page has hydrated: the static HTML cannot know
 * the query, and the hydration render must match it. Callers show the value as
 * text only (React escapes it), never as markup.
 */
export function useQueryParam(name: string, maxLength: number): string | undefined {
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  if (!isBrowser) return undefined;
  const value = new URLSearchParams(search).get(name)?.trim();
  return value ? value.slice(0, maxLength) : undefined;
}

/** The parameter if it is one of `allowed`, else undefined (unknown values are ignored). */
export function useQueryChoice<T extends string>(name: string, allowed: readonly T[]): T | undefined {
  const value = useQueryParam(name, 64);
  return allowed.find((choice) => choice === value);
}
