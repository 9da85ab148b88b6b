/**
 * The USSD guide's example menu (docs/guides/ussd.mdx, "Write the callback
 * handler"): the same answers as the guide's JavaScript and Python handlers
 * (tests/unit/ussdMenu.test.ts runs all three on every branch), played by
 * the simulator on that page.
 */
export const USSD_EXAMPLE = {
  serviceCode: '*384*22#',
  phoneNumber: '+254712345678',
  sessionId: 'ussd_01JD4WF2KC',
  /** Where the guide's handler listens. */
  callbackUrl: 'https://shop.example.com/ussd',
} as const;

/** The next screen for the answers so far (`text`, joined by `*`): `CON …` waits for an answer, `END …` closes the session. */
export function nextScreen(text: string): string {
  const answers = text === '' ? [] : text.split('*');
  const [choice, account, confirm] = answers;

  if (answers.length === 0) return 'CON Welcome to MyShop\n1. My balance\n2. Pay a bill';
  if (choice === '1') return 'END Your balance is KES 1,250.';
  if (choice === '2' && answers.length === 1) return 'CON Enter your account number:';
  if (choice === '2' && answers.length === 2) return `CON Pay KES 1000 for account ${account}?\n1. Confirm\n2. Cancel`;
  if (choice === '2' && confirm === '1') return 'END Thank you. Approve the payment prompt on your phone.';
  if (choice === '2' && confirm === '2') return 'END Payment cancelled.';
  return 'END Invalid choice. Please dial again.';
}
