import {createBrand} from '@site/src/brand';

/** The site context a test renders in; tests may change `mockSiteConfig`. */
export const mockSiteConfig = {
  title: 'Savanna',
  customFields: {brand: createBrand(), buildYear: 2026} as Record<string, unknown>,
};

export default function useDocusaurusContext() {
  return {siteConfig: mockSiteConfig};
}
