import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The sandbox API's base URL that Try it sends requests to (`SANDBOX_API_URL`
 * at build time), or '' when none is configured. Here, not in
 * src/hooks/useBrand.ts, so that only Try it's chunk carries it.
 */
export function useSandboxApiUrl(): string {
  return (useDocusaurusContext().siteConfig.customFields!.sandboxApiUrl as string | undefined) ?? '';
}
