import {exampleMarket} from '../../coverage/data/exampleMarkets';

/**
 * The USSD guide's example menu (docs/guides/ussd.mdx, "Write the callback
 * handler", and its French twin): the same answers as the guide's JavaScript
 * and Python handlers in each language (tests/unit/ussdMenu.test.ts runs
 * them all on every branch), played by the simulator on that page.
 */
export const USSD_EXAMPLE = {
  serviceCode: '*384*22#',
  sessionId: 'ussd_01JD4WF2KC',
  /** Where the guide's handler listens. */
  callbackUrl: 'https://shop.example.com/ussd',
} as const;

/** The customer's number in the guide of a language: its example market's (Kenya in English, Senegal in French), as the guide's table gives it. */
export const ussdPhoneNumber = (locale: string): string => exampleMarket(locale).phone.example;

/**
 * The menu's screens in each language of the guide. The French ones keep to
 * GSM-7's letters (é, è, à; no ê, ç or no-break space), as a USSD screen must
 * on many networks: a sentence with no "?" or ":" rather than one whose space
 * before them the phone cannot show, and amounts grouped by a plain space
 * (1 250 FCFA), the one space GSM-7 has. Each language's shop and currency are its example
 * market's: a Kenyan shop in English, a Senegalese one in French.
 */
const SCREENS = {
  en: {
    welcome: 'CON Welcome to MyShop\n1. My balance\n2. Pay a bill',
    balance: 'END Your balance is KES 1,250.',
    account: 'CON Enter your account number:',
    confirm: (account: string) => `CON Pay KES 1,000 for account ${account}?\n1. Confirm\n2. Cancel`,
    thanks: 'END Thank you. Approve the payment prompt on your phone.',
    cancelled: 'END Payment cancelled.',
    invalid: 'END Invalid choice. Please dial again.',
  },
  fr: {
    welcome: 'CON Bienvenue chez Boutique Awa\n1. Mon solde\n2. Payer une facture',
    balance: 'END Votre solde est de 1 250 FCFA.',
    account: 'CON Entrez votre numéro de compte',
    confirm: (account: string) => `CON Paiement de 1 000 FCFA pour le compte ${account}\n1. Confirmer\n2. Annuler`,
    thanks: 'END Merci. Validez la demande de paiement sur votre téléphone.',
    cancelled: 'END Paiement annulé.',
    invalid: 'END Choix invalide. Veuillez recomposer le code.',
  },
} as const;

/**
 * The next screen for the answers so far (`text`, joined by `*`), in `locale` (the guide's
 * handlers in that language answer the same): `CON …` waits for an answer, `END …` closes the session.
 */
export function nextScreen(text: string, locale: string): string {
  const screens = SCREENS[locale === 'fr' ? 'fr' : 'en'];
  const answers = text === '' ? [] : text.split('*');
  const [choice, account, confirm] = answers;

  if (answers.length === 0) return screens.welcome;
  if (choice === '1') return screens.balance;
  if (choice === '2' && answers.length === 1) return screens.account;
  if (choice === '2' && answers.length === 2) return screens.confirm(account!);
  if (choice === '2' && confirm === '1') return screens.thanks;
  if (choice === '2' && confirm === '2') return screens.cancelled;
  return screens.invalid;
}
