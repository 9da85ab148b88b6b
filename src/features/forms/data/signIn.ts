import {translate} from '@docusaurus/Translate';
import type {Portal} from '@site/src/hooks/useBrand';
import type {FieldSpec} from '@site/src/features/forms/types';
import {SIGN_IN_FIELDS_SCHEMA} from '@site/src/data/forms/schemas';

/** The portal tabs Payments, SMS, USSD, with SMS selected by default. */
export const SIGN_IN_TABS: {portal: Portal; label: string}[] = [
  {portal: 'payments', label: translate({id: 'signIn.tab.payments', message: 'Payments'})},
  {portal: 'sms', label: translate({id: 'signIn.tab.sms', message: 'SMS'})},
  {portal: 'ussd', label: translate({id: 'signIn.tab.ussd', message: 'USSD'})},
];
export const DEFAULT_SIGN_IN_PORTAL: Portal = 'sms';

export const SIGN_IN_FIELDS: FieldSpec[] = [
  {...SIGN_IN_FIELDS_SCHEMA.email, label: translate({id: 'signIn.email', message: 'Email'}), autoComplete: 'username'},
  {...SIGN_IN_FIELDS_SCHEMA.password, label: translate({id: 'signIn.password', message: 'Password'}), autoComplete: 'current-password'},
];

export const SIGN_IN_COPY = {
  tabsLabel: translate({id: 'signIn.tabs', message: 'Portal'}),
  portalLead: (portal: string) => translate({id: 'signIn.portalLead', message: 'Sign in to the {portal} portal.'}, {portal}),
  rememberMe: translate({id: 'signIn.rememberMe', message: 'Remember me'}),
  rememberHint: translate({id: 'signIn.rememberHint', message: 'Keeps your e-mail address and portal on this device (never your password).'}),
  forgot: translate({id: 'signIn.forgot', message: 'Forgot password?'}),
  submit: translate({id: 'signIn.submit', message: 'Continue'}),
  noAccount: translate({id: 'signIn.noAccount', message: "Don't have an account?"}),
  signUp: translate({id: 'signIn.signUp', message: 'Sign up'}),
  redirecting: (portal: string) => translate({id: 'signIn.redirecting', message: 'Taking you to the {portal} portal to finish signing in…'}, {portal}),
  notConfigured: (portal: string) =>
    translate(
      {id: 'signIn.notConfigured', message: 'The {portal} portal’s address is not configured on this site, so you cannot sign in from here yet. You have not been signed in. Contact support and we will help you reach your account.'},
      {portal},
    ),
  contactSupport: translate({id: 'signIn.contactSupport', message: 'Contact support'}),
  /** Shown instead of signing in when JavaScript is off (src/features/forms/NoScriptNote)... */
  noScript: translate({id: 'signIn.noScript', message: 'Signing in here needs JavaScript, which is off or did not load in this browser.'}),
  /** ...followed by a link to each configured portal... */
  noScriptPortals: translate({id: 'signIn.noScript.portals', message: 'Open your portal’s own sign-in page instead:'}),
  /** ...and, where a portal is not configured, support. */
  noScriptSupport: translate({id: 'signIn.noScript.support', message: 'Support will help you reach your account:'}),
};

/** Copy of /forgot-password. */
export const FORGOT_PASSWORD_COPY = {
  intro: translate({
    id: 'forgotPassword.intro',
    message: 'For your security, passwords are reset in the portal you sign in to, never on this website. Open your portal’s sign-in page and choose its password reset; you will get an e-mail with a link that works for one hour.',
  }),
  portals: translate({id: 'forgotPassword.portals', message: 'Your portal'}),
  open: (portal: string) => translate({id: 'forgotPassword.open', message: 'Open the {portal} portal'}, {portal}),
  missing: (portal: string) => translate({id: 'forgotPassword.missing', message: '{portal}: the portal’s address is not configured on this site; contact support.'}, {portal}),
  stuck: translate({id: 'forgotPassword.stuck', message: 'No e-mail after a few minutes, or no longer using that address? Our support team can confirm who you are and help you back into your account.'}),
  support: translate({id: 'forgotPassword.support', message: 'Contact support'}),
  back: translate({id: 'forgotPassword.back', message: 'Back to sign in'}),
};
