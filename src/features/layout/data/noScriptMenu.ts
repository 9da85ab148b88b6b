import {translate} from '@docusaurus/Translate';

/** Copy of the menu offered without JavaScript (src/features/layout/NoScriptMenu). */
export const NO_SCRIPT_MENU_COPY = {
  /** Accessible name of the menu, and of the navbar link that opens it. */
  label: translate({id: 'noScriptMenu.label', message: 'Menu'}),
  open: translate({id: 'noScriptMenu.open', message: 'Open the menu'}),
  close: translate({id: 'noScriptMenu.close', message: 'Close the menu'}),
};

/** The id the navbar link targets (`#site-menu`, shown through `:target`). */
export const NO_SCRIPT_MENU_ID = 'site-menu';
