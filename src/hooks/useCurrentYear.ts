import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The current calendar year. The static HTML (and the hydration render that
 * must match it) shows `buildYear`; once hydrated, the visitor's clock: a page
 * built in December still shows the right year in January.
 */
export function useCurrentYear(buildYear: number, now: () => Date = () => new Date()): number {
  return useIsBrowser() ? now().getFullYear() : buildYear;
}
