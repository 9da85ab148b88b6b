import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Brand} from '@site/src/brand';

/** The brand, as src/brand.ts resolved it at build time (see docusaurus.config.ts). */
export function useBrand(): Brand {
  return useDocusaurusContext().siteConfig.customFields!.brand as Brand;
}

/** The year the site was built; the static HTML shows it until the page hydrates. */
export function useBuildYear(): number {
  return useDocusaurusContext().siteConfig.customFields!.buildYear as number;
}

/** The endpoint forms post to (`FORMS_ENDPOINT` at build time), or '' when none is configured. */
export function useFormsEndpoint(): string {
  return (useDocusaurusContext().siteConfig.customFields!.formsEndpoint as string | undefined) ?? '';
}

/** Cloudflare Turnstile's site key (`TURNSTILE_SITE_KEY` at build time), or '' when the forms carry no challenge. */
export function useTurnstileSiteKey(): string {
  return (useDocusaurusContext().siteConfig.customFields!.turnstileSiteKey as string | undefined) ?? '';
}

export type Portal = 'payments' | 'sms' | 'ussd';

/** The customer portals' sign-in addresses (`PORTAL_*_URL` at build time); '' where none is configured. */
export function usePortals(): Record<Portal, string> {
  return useDocusaurusContext().siteConfig.customFields!.portals as Record<Portal, string>;
}
