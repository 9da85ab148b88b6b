import i18n from '@generated/i18n';

/**
 * The locale of the page being rendered: each locale is its own build of the
 * site, so this is known when the modules load, in data modules as in components.
 */
export const SITE_LOCALE: string = i18n.currentLocale;
