/**
 * The few texts docusaurus.config.ts writes itself, in each language: they
 * hold the brand (from src/brand.ts), so they cannot live in the translation
 * files under i18n/, and the blog plugin does not translate its feeds' titles.
 * Docusaurus loads the config once per locale it builds; plain data.
 */
export interface ConfigCopy {
  logoAlt: (brand: string) => string;
  newsFeedTitle: (brand: string) => string;
  newsDescription: (brand: string) => string;
  updatesFeedTitle: (brand: string) => string;
  changelogDescription: (brand: string) => string;
}

export const CONFIG_COPY: Record<string, ConfigCopy> = {
  en: {
    logoAlt: (brand) => `${brand} home`,
    newsFeedTitle: (brand) => `${brand} news`,
    newsDescription: (brand) => `News, market insights and stories from ${brand}.`,
    updatesFeedTitle: (brand) => `${brand} product updates`,
    changelogDescription: (brand) => `Every release of the ${brand} API, dashboard and SDKs.`,
  },
  fr: {
    logoAlt: (brand) => `Accueil ${brand}`,
    newsFeedTitle: (brand) => `Actualités ${brand}`,
    newsDescription: (brand) => `Actualités, regards sur les marchés et histoires de ${brand}.`,
    updatesFeedTitle: (brand) => `Nouveautés produit ${brand}`,
    changelogDescription: (brand) => `Toutes les versions de l’API, du tableau de bord et des SDK ${brand}.`,
  },
};

export function configCopy(locale: string | undefined): ConfigCopy {
  return CONFIG_COPY[locale ?? 'en'] ?? CONFIG_COPY.en!;
}
