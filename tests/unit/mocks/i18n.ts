/** @generated/i18n of the default locale's build. */
const i18n = {defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'en', path: 'i18n', localeConfigs: {}};
export default i18n;
