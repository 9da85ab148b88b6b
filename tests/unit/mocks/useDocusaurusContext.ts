import {createBrand} from '@site/src/brand';

/** The site context a test renders in; tests may change `mockSiteConfig`. */
export const mockSiteConfig = {
  title: 'Savanna',
  customFields: {brand: createBrand(), buildYear: 2026} as Record<string, unknown>,
};

/** The default locale's build; tests may change `mockI18n.currentLocale`. */
export const mockI18n = {
  defaultLocale: 'en',
  currentLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {en: {label: 'English', htmlLang: 'en'}, fr: {label: 'Français', htmlLang: 'fr'}} as Record<string, {label: string; htmlLang: string}>,
};

export default function useDocusaurusContext() {
  return {siteConfig: mockSiteConfig, i18n: mockI18n};
}
