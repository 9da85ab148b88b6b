import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageSwitchNavbarItem from '@site/src/features/layout/LanguageSwitch';

/** The theme's navbar item types, plus the site's language switch (`type: 'custom-languageSwitch'`). */
export default {
  ...ComponentTypes,
  'custom-languageSwitch': LanguageSwitchNavbarItem,
};
