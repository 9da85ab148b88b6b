import {translate} from '@docusaurus/Translate';
import {FORM_DRAFT_MAX_AGE_DAYS} from '@site/src/constants';
import type {FieldGroup, FieldOption} from '@site/src/features/forms/types';
import {ONBOARDING_FIELDS as F} from '@site/src/data/forms/schemas';
import type {Card} from '@site/src/types/content';
import COUNTRIES from '@countries';

/** The site's countries in the page's language, markets first (src/features/coverage/data/countries.ts). */
const COUNTRY_GROUPS = {
  market: translate({id: 'onboarding.country.markets', message: 'Markets we serve'}),
  other: translate({id: 'onboarding.country.others', message: 'Other countries'}),
};

/** The country options: the markets, then the spec's other countries, each group by name. */
export const ONBOARDING_COUNTRIES: FieldOption[] = COUNTRIES.map((country) => ({value: country.code, label: country.name, group: country.market ? COUNTRY_GROUPS.market : COUNTRY_GROUPS.other}));

/** Each country's calling code and example number, for the telephone's hint and check. */
const PHONE_BY_COUNTRY = Object.fromEntries(COUNTRIES.map(({code, name, dialCode, example}) => [code, {name, dialCode, example}]));

export type OnboardingOption = 'sms' | 'payments';

export const ONBOARDING_OPTIONS: {option: OnboardingOption; label: string; path: string; summary: string; start: string}[] = [
  {
    option: 'sms',
    label: translate({id: 'onboarding.option.sms', message: 'SMS'}),
    path: '/onboard/sms',
    summary: translate({id: 'onboarding.option.sms.summary', message: 'Bulk SMS, alerts and one-time passwords, with sending thresholds for your account.'}),
    start: translate({id: 'onboarding.option.sms.start', message: 'Start SMS onboarding'}),
  },
  {
    option: 'payments',
    label: translate({id: 'onboarding.option.payments', message: 'Payments'}),
    path: '/onboard/payments',
    summary: translate({id: 'onboarding.option.payments.summary', message: 'Mobile money, cards, carrier billing and bank checkout through one account.'}),
    start: translate({id: 'onboarding.option.payments.start', message: 'Start payments onboarding'}),
  },
];

const identification: FieldGroup = {
  id: 'identification',
  title: translate({id: 'onboarding.identification', message: 'Identification'}),
  fields: [
    {...F.clientName, label: translate({id: 'onboarding.clientName', message: 'Client Name'}), autoComplete: 'organization', half: true},
    {
      ...F.clientCode,
      label: translate({id: 'onboarding.clientCode', message: 'Client Code'}),
      half: true,
      hint: translate({id: 'onboarding.clientCode.hint', message: 'Your unique client identifier: 3 to 12 capital letters, digits or hyphens, starting with a letter (e.g. ACME-KE01).'}),
    },
    {...F.clientDescription, label: translate({id: 'onboarding.clientDescription', message: 'Client Description'}),
      hint: translate({id: 'onboarding.clientDescription.hint', message: 'What your business does and how you will use the service.'})},
  ],
};

const contact: FieldGroup = {
  id: 'contact',
  title: translate({id: 'onboarding.contact', message: 'Contact Information'}),
  fields: [
    {...F.contactPerson, label: translate({id: 'onboarding.contactPerson', message: 'Contact Person'}), autoComplete: 'name'},
    {...F.email, label: translate({id: 'onboarding.email', message: 'Email Address'}), autoComplete: 'email', half: true},
    {
      ...F.telephone,
      label: translate({id: 'onboarding.telephone', message: 'Telephone No.'}),
      autoComplete: 'tel',
      half: true,
      hint: translate({id: 'onboarding.telephone.hint', message: 'With the country code, starting with +.'}),
      // The example number never breaks across lines (no-break spaces between its groups).
      hintFor: (values) => {
        const country = PHONE_BY_COUNTRY[values.country ?? ''];
        return country && translate({id: 'onboarding.telephone.hintFor', message: 'With the country code, e.g. {example}.'}, {example: country.example.replaceAll(' ', '\u00a0')});
      },
      countries: PHONE_BY_COUNTRY,
    },
  ],
};

const location: FieldGroup = {
  id: 'location',
  title: translate({id: 'onboarding.location', message: 'Location'}),
  fields: [
    // address-line1, not street-address: that token is for a multi-line control (textarea) only.
    {...F.postalAddress, label: translate({id: 'onboarding.postalAddress', message: 'Postal Address'}), autoComplete: 'address-line1', half: true},
    {...F.physicalAddress, label: translate({id: 'onboarding.physicalAddress', message: 'Physical Address'}), half: true},
    {...F.country, label: translate({id: 'onboarding.country', message: 'Country'}), autoComplete: 'country', options: ONBOARDING_COUNTRIES},
  ],
};

const thresholds: FieldGroup = {
  id: 'thresholds',
  title: translate({id: 'onboarding.thresholds', message: 'Thresholds'}),
  fields: [
    {
      ...F.maxSmsThreshold,
      label: translate({id: 'onboarding.maxSms', message: 'Max SMS Threshold'}),
      half: true,
      hint: translate({id: 'onboarding.maxSms.hint', message: 'Most messages your account may send per day.'}),
    },
    {
      ...F.minSmsThreshold,
      label: translate({id: 'onboarding.minSms', message: 'Min SMS Threshold'}),
      half: true,
      hint: translate({id: 'onboarding.minSms.hint', message: 'Balance, in messages, at which we warn you to top up. Not above the maximum.'}),
    },
  ],
};

/** The cards every option has: all of /onboard's form, before an option is chosen. */
export const ONBOARDING_COMMON_GROUPS: FieldGroup[] = [identification, contact, location];

/** The cards of each option: Thresholds only for SMS. */
export const ONBOARDING_GROUPS: Record<OnboardingOption, FieldGroup[]> = {
  sms: [...ONBOARDING_COMMON_GROUPS, thresholds],
  payments: ONBOARDING_COMMON_GROUPS,
};

/** /onboard and both options share one draft, so the fields they have in common keep their values when switching. */
export const ONBOARDING_DRAFT_KEY = 'onboarding';

export const ONBOARDING_COPY = {
  tabsLabel: translate({id: 'onboarding.tabs', message: 'Onboarding option'}),
  submit: translate({id: 'onboarding.submit', message: 'Complete Onboarding'}),
  subject: translate({id: 'onboarding.subject', message: 'Self onboarding'}),
  sent: translate({id: 'onboarding.sent', message: 'Thank you: your onboarding details were received. Our team will review them and e-mail you within two working days.'}),
  /** Under the option tabs on /onboard, before one is chosen. */
  chooseHint: translate({id: 'onboarding.chooseHint', message: 'Choose SMS to add your sending thresholds, or Payments. What you have typed is kept when you switch.'}),
  /** The e-mail subject and the form's name for one option: "Self onboarding: SMS". */
  optionSubject: (option: string) => translate({id: 'onboarding.optionSubject', message: 'Self onboarding: {option}'}, {option}),
  required: translate(
    {id: 'onboarding.requiredNote', message: 'All fields are required unless marked optional. Your answers are kept in this browser until you send or clear them, for {days} days at most.'},
    {days: FORM_DRAFT_MAX_AGE_DAYS},
  ),
};

/** The two options as cards, each leading to its form (the /onboard entry and /signup show them). */
export function onboardingOptionCards(): Card[] {
  return ONBOARDING_OPTIONS.map((option) => ({title: option.label, text: option.summary, link: {label: option.start, to: option.path}}));
}

/** Copy of /signup. */
export const SIGNUP_COPY = {
  haveAccount: translate({id: 'signup.haveAccount', message: 'Already have an account?'}),
  signIn: translate({id: 'signup.signIn', message: 'Sign in'}),
  unsure: translate({id: 'signup.unsure', message: 'Not sure which you need?'}),
  talk: translate({id: 'signup.talk', message: 'Talk to our sales team'}),
};
