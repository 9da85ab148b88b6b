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
  /** The installed developer hub (its web app manifest: src/plugins/offlineDocs.ts). */
  appName: (brand: string) => string;
  appDescription: (brand: string) => string;
}

export const CONFIG_COPY: Record<string, ConfigCopy> = {
  en: {
    logoAlt: (brand) => `${brand} home`,
    newsFeedTitle: (brand) => `${brand} news`,
    newsDescription: (brand) => `News, market insights and stories from ${brand}.`,
    updatesFeedTitle: (brand) => `${brand} product updates`,
    changelogDescription: (brand) => `Every release of the ${brand} API and dashboard.`,
    appName: (brand) => `${brand} Developers`,
    appDescription: (brand) => `The ${brand} docs and API reference, readable offline once opened.`,
  },
  fr: {
    logoAlt: (brand) => `Accueil ${brand}`,
    newsFeedTitle: (brand) => `Actualités ${brand}`,
    newsDescription: (brand) => `Actualités, regards sur les marchés et histoires de ${brand}.`,
    updatesFeedTitle: (brand) => `Nouveautés produit ${brand}`,
    changelogDescription: (brand) => `Toutes les versions de l’API et du tableau de bord ${brand}.`,
    appName: (brand) => `${brand} Développeurs`,
    appDescription: (brand) => `La documentation et la référence de l’API ${brand}, lisibles hors ligne une fois ouvertes.`,
  },
};

export function configCopy(locale: string | undefined): ConfigCopy {
  return CONFIG_COPY[locale ?? 'en'] ?? CONFIG_COPY.en!;
}
