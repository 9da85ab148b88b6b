import {translate} from '@docusaurus/Translate';
import {PRODUCTS} from '@site/src/data/products/registry';
import {PRODUCT_NAMES} from '@site/src/data/products/names';
import type {Brand} from '@site/src/brand';
import type {FieldGroup, FieldOption, FieldSpec} from '@site/src/features/forms/types';
import {PAGE_EXAMPLE} from '@site/src/features/coverage/data/pageExample';
import {AREA_CHOICES, COMMON_FIELDS, CONTACT_FORM_TEAMS, ENQUIRY_FIELDS, PROGRAMME_CHOICES, type ContactFormTeam} from '@site/src/data/forms/schemas';

export {CONTACT_FORM_TEAMS, type ContactFormTeam};

/** Fields most forms ask for, defined once. */
const name: FieldSpec = {...COMMON_FIELDS.name, label: translate({id: 'forms.name', message: 'Full name'}), autoComplete: 'name', half: true};
const email: FieldSpec = {...COMMON_FIELDS.email, label: translate({id: 'forms.email', message: 'Email address'}), autoComplete: 'email', half: true};
const phone: FieldSpec = {
  ...COMMON_FIELDS.phone,
  label: translate({id: 'forms.phone', message: 'Telephone'}),
  autoComplete: 'tel',
  half: true,
  // The page's example market's number (+254 712 345678 in English, +221 77 123 45 67 in French), never broken across lines.
  hint: translate({id: 'forms.phone.hint', message: 'With the country code, e.g. {example}.'}, {example: PAGE_EXAMPLE.phoneNumber.replaceAll(' ', '\u00a0')}),
};
const company = (required: boolean): FieldSpec => ({...COMMON_FIELDS.company, label: translate({id: 'forms.company', message: 'Company'}), required, autoComplete: 'organization', half: true});
const message = (label: string, required = true): FieldSpec => ({...COMMON_FIELDS.message, label, required});
const links: FieldSpec = {
  ...COMMON_FIELDS.links,
  label: translate({id: 'forms.links', message: 'CV, portfolio or profile link'}),
  hint: translate({id: 'forms.links.hint', message: 'A link to your CV, LinkedIn, GitHub or portfolio.'}),
};

/** Each choice with its name, in the schema's order. */
const optionsOf = <C extends string>(choices: readonly C[], labels: Record<C, string>): FieldOption[] => choices.map((value) => ({value, label: labels[value]}));

const TEAM_OPTIONS = optionsOf(CONTACT_FORM_TEAMS, {
  sales: translate({id: 'forms.team.sales', message: 'Sales'}),
  partnerships: translate({id: 'forms.team.partnerships', message: 'Partnerships'}),
  talent: translate({id: 'forms.team.talent', message: 'Talent'}),
  support: translate({id: 'forms.team.support', message: 'Support'}),
});

export const CONTACT_FORM: FieldGroup[] = [
  {
    id: 'contact',
    title: translate({id: 'forms.contact.title', message: 'Write to us'}),
    fields: [
      {...ENQUIRY_FIELDS.team, label: translate({id: 'forms.team', message: 'Team'}), options: TEAM_OPTIONS},
      name,
      email,
      company(false),
      phone,
      message(translate({id: 'forms.contact.message', message: 'How can we help?'})),
    ],
  },
];

/** The demo form's products, from the product registry (those offered for a demo), in the registry's order. */
export const PRODUCT_OPTIONS: FieldOption[] = PRODUCTS.filter((product) => product.demoOption).map((product) => ({value: product.id, label: PRODUCT_NAMES[product.id]}));

export const DEMO_FORM: FieldGroup[] = [
  {
    id: 'demo',
    title: translate({id: 'forms.demo.title', message: 'Request a demo'}),
    fields: [
      {...ENQUIRY_FIELDS.product, label: translate({id: 'forms.demo.product', message: 'Product of interest'}), options: PRODUCT_OPTIONS},
      name,
      email,
      company(true),
      phone,
      message(translate({id: 'forms.demo.message', message: 'What would you like to see?'}), false),
    ],
  },
];

/** Partner programmes, by the slug the partners page links with (?programme=). */
export const PROGRAMME_OPTIONS = optionsOf(PROGRAMME_CHOICES, {
  operators: translate({id: 'forms.programme.operators', message: 'Mobile network operator'}),
  'app-stores': translate({id: 'forms.programme.appStores', message: 'App store'}),
  aggregators: translate({id: 'forms.programme.aggregators', message: 'Aggregator'}),
  resellers: translate({id: 'forms.programme.resellers', message: 'Reseller'}),
});

export const PARTNER_FORM: FieldGroup[] = [
  {
    id: 'partner',
    title: translate({id: 'forms.partner.title', message: 'Your partnership'}),
    fields: [
      {...ENQUIRY_FIELDS.programme, label: translate({id: 'forms.partner.programme', message: 'Programme'}), options: PROGRAMME_OPTIONS},
      company(true),
      {...ENQUIRY_FIELDS.website, label: translate({id: 'forms.partner.website', message: 'Website'}), autoComplete: 'url', half: true},
      name,
      email,
      phone,
      message(translate({id: 'forms.partner.message', message: 'Your markets and what you would like to offer'})),
    ],
  },
];

export const APPLICATION_FORM: FieldGroup[] = [
  {
    id: 'application',
    title: translate({id: 'forms.application.title', message: 'Your application'}),
    fields: [
      {...ENQUIRY_FIELDS.position, label: translate({id: 'forms.application.position', message: 'Position'})},
      name,
      email,
      phone,
      links,
      message(translate({id: 'forms.application.message', message: 'Why this role, and why you?'})),
    ],
  },
];

export const GENERAL_APPLICATION_FORM: FieldGroup[] = [
  {
    id: 'general-application',
    title: translate({id: 'forms.general.title', message: 'About you'}),
    fields: [
      {
        ...ENQUIRY_FIELDS.area,
        label: translate({id: 'forms.general.area', message: 'Area of interest'}),
        options: optionsOf(AREA_CHOICES, {
          engineering: translate({id: 'forms.general.area.engineering', message: 'Engineering'}),
          product: translate({id: 'forms.general.area.product', message: 'Product and design'}),
          partnerships: translate({id: 'forms.general.area.partnerships', message: 'Partnerships and sales'}),
          operations: translate({id: 'forms.general.area.operations', message: 'Operations and support'}),
          other: translate({id: 'forms.general.area.other', message: 'Something else'}),
        }),
      },
      name,
      email,
      phone,
      links,
      message(translate({id: 'forms.general.message', message: 'What you do best, and what you would like to do with us'})),
    ],
  },
];

/** A form sent to a team: what differs between the contact, demo, partner and application forms. */
export interface EnquiryForm {
  formId: string;
  groups: FieldGroup[];
  submitLabel: string;
  team: keyof Brand['email'];
  subject: string;
  sentMessage: string;
  /** A query parameter that preselects one of a choice field's options (?programme=resellers); unknown values are ignored. */
  preselect?: {param: string; field: string};
}

export const FORM_COPY = {
  contactSubject: translate({id: 'forms.contact.subject', message: 'Enquiry from the website'}),
  contactSent: translate({id: 'forms.contact.sent', message: 'Thank you: your message was received. The team replies within one working day.'}),
  demoSubject: translate({id: 'forms.demo.subject', message: 'Demo request'}),
  demoSent: translate({id: 'forms.demo.sent', message: 'Thank you: your demo request was received. Our sales team will propose a time within one working day.'}),
  demoSubmit: translate({id: 'forms.demo.submit', message: 'Request Demo'}),
  partnerSubject: translate({id: 'forms.partner.subject', message: 'Partner application'}),
  partnerSent: translate({id: 'forms.partner.sent', message: 'Thank you: your application was received. Our partnerships team will be in touch within two working days.'}),
  partnerSubmit: translate({id: 'forms.partner.submit', message: 'Apply to the programme'}),
  applicationSubject: translate({id: 'forms.application.subject', message: 'Job application'}),
  applicationSent: translate({id: 'forms.application.sent', message: 'Thank you: your application was received. Our talent team reads every one and will reply.'}),
  applicationSubmit: translate({id: 'forms.application.submit', message: 'Send application'}),
  send: translate({id: 'forms.send', message: 'Send message'}),
};

export const DEMO_ENQUIRY: EnquiryForm = {
  formId: 'demo',
  groups: DEMO_FORM,
  submitLabel: FORM_COPY.demoSubmit,
  team: 'sales',
  subject: FORM_COPY.demoSubject,
  sentMessage: FORM_COPY.demoSent,
  preselect: {param: 'product', field: 'product'},
};

export const PARTNER_ENQUIRY: EnquiryForm = {
  formId: 'partner-signup',
  groups: PARTNER_FORM,
  submitLabel: FORM_COPY.partnerSubmit,
  team: 'partnerships',
  subject: FORM_COPY.partnerSubject,
  sentMessage: FORM_COPY.partnerSent,
  preselect: {param: 'programme', field: 'programme'},
};

export const GENERAL_APPLICATION_ENQUIRY: EnquiryForm = {
  formId: 'general-application',
  groups: GENERAL_APPLICATION_FORM,
  submitLabel: FORM_COPY.applicationSubmit,
  team: 'talent',
  subject: FORM_COPY.applicationSubject,
  sentMessage: FORM_COPY.applicationSent,
};

/** Copy of /apply. */
export const APPLY_COPY = {
  applyingFor: translate({id: 'apply.applyingFor', message: 'You are applying for:'}),
  unknown: translate({
    id: 'apply.unknown',
    message: 'This is not one of our current openings, so your application will reach the talent team as a general application.',
  }),
  missing: translate({id: 'apply.missing', message: 'No position was chosen. Pick one of our open positions, or write the role you are interested in below.'}),
  openings: translate({id: 'apply.openings', message: 'See open positions'}),
};
