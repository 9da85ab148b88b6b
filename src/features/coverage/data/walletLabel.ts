import {translate} from '@docusaurus/Translate';

/**
 * A wallet's name as the pages write it, with the names it had before where
 * readers may still know it by one ("Mixx by Yas (formerly Free Money)"): the
 * coverage page, the sandbox's test numbers and the mobile money page's phone.
 */
export function walletLabel(wallet: {name: string; formerly: readonly string[]}): string {
  if (wallet.formerly.length === 0) return wallet.name;
  return translate({id: 'coverage.wallet.formerly', message: '{name} (formerly {formerly})'}, {name: wallet.name, formerly: wallet.formerly.join(', ')});
}
