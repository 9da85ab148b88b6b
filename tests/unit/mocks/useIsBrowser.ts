/** Docusaurus' useIsBrowser(): false in the static HTML and the hydration render. Tests flip it. */
export const browserState = {hydrated: true};

export default function useIsBrowser(): boolean {
  return browserState.hydrated;
}
