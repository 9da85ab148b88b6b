/**
 * Every form the site sends, as the field rules it checks: which fields, in
 * which order, what each takes, and which team gets it. One definition: the
 * pages' field lists (src/features/forms/data/, which add the words: labels,
 * hints, option names) spread these, and the forms service (service/)
 * checks what it receives against them (tests/unit/formSchemas.test.ts holds
 * the two equal). Plain data, relative imports only: the service runs it
 * under Node.
 */
import type {Brand} from '../../brand';
import {TOOL_INPUT_MAX_LENGTH} from '../../constants';
import {MARKET_CODES} from '../marketCodes';
import {PRODUCTS} from '../products/registry';
import type {FieldSchema} from './rules';

/** The honeypot's name: a field people never see (off screen, out of the tab order and of assistive technology), so never fill. */
export const TRAP_FIELD = 'hp_note';

/** The countries of the onboarding form besides the markets: the spec's eleven (those that are not markets are added after them). */
export const SPEC_COUNTRY_CODES = ['MW', 'KE', 'ZA', 'US', 'GB', 'IN', 'DE', 'AU', 'CA', 'CN', 'NG'] as const;

/** Every country a form offers: the markets, then the spec's others (src/plugins/countries names them in each language). */
export const FORM_COUNTRY_CODES: readonly string[] = [...MARKET_CODES, ...SPEC_COUNTRY_CODES.filter((code) => !(MARKET_CODES as readonly string[]).includes(code))];

/** The teams the contact form writes to, also chosen by the address (/contact?team=sales|partnerships|talent|support). */
export const CONTACT_FORM_TEAMS = ['sales', 'partnerships', 'talent', 'support'] as const satisfies readonly (keyof Brand['email'])[];
export type ContactFormTeam = (typeof CONTACT_FORM_TEAMS)[number];

/** The demo form's products: those of the registry offered for a demo, in its order. */
export const DEMO_PRODUCT_CHOICES: readonly string[] = PRODUCTS.filter((product) => product.demoOption).map((product) => product.id);
/** Partner programmes, by the slug the partners page links with (?programme=). */
export const PROGRAMME_CHOICES = ['operators', 'app-stores', 'aggregators', 'resellers'] as const;
/** The general application's areas of interest. */
export const AREA_CHOICES = ['engineering', 'product', 'partnerships', 'operations', 'other'] as const;
/** A docs page's feedback: helpful or not. */
export const HELPFUL_CHOICES = ['yes', 'no'] as const;

/** Fields most forms ask for, defined once. */
export const COMMON_FIELDS = {
  name: {name: 'name', type: 'text', required: true, maxLength: 120},
  email: {name: 'email', type: 'email', required: true, maxLength: 254, rules: [{kind: 'email'}]},
  phone: {name: 'phone', type: 'tel', maxLength: 20, rules: [{kind: 'phone'}]},
  company: {name: 'company', type: 'text', maxLength: 120},
  message: {name: 'message', type: 'textarea', required: true, maxLength: 2000},
  links: {name: 'links', type: 'text', maxLength: 300},
} as const satisfies Record<string, FieldSchema>;

export const ENQUIRY_FIELDS = {
  team: {name: 'team', type: 'select', required: true, choices: CONTACT_FORM_TEAMS},
  product: {name: 'product', type: 'select', required: true, choices: DEMO_PRODUCT_CHOICES},
  programme: {name: 'programme', type: 'select', required: true, choices: PROGRAMME_CHOICES},
  website: {name: 'website', type: 'text', maxLength: 200},
  position: {name: 'position', type: 'text', required: true, maxLength: 120},
  area: {name: 'area', type: 'select', required: true, choices: AREA_CHOICES},
} as const satisfies Record<string, FieldSchema>;

export const ONBOARDING_FIELDS = {
  clientName: {name: 'clientName', type: 'text', required: true, maxLength: 120},
  clientCode: {name: 'clientCode', type: 'text', required: true, maxLength: 12, rules: [{kind: 'clientCode'}]},
  clientDescription: {name: 'clientDescription', type: 'textarea', required: true, maxLength: 1000},
  contactPerson: {name: 'contactPerson', type: 'text', required: true, maxLength: 120},
  email: {name: 'email', type: 'email', required: true, maxLength: 254, rules: [{kind: 'email'}]},
  telephone: {name: 'telephone', type: 'tel', required: true, maxLength: 20, rules: [{kind: 'phone', countryField: 'country'}]},
  postalAddress: {name: 'postalAddress', type: 'text', required: true, maxLength: 200},
  physicalAddress: {name: 'physicalAddress', type: 'text', required: true, maxLength: 200},
  country: {name: 'country', type: 'select', required: true, choices: FORM_COUNTRY_CODES},
  maxSmsThreshold: {name: 'maxSmsThreshold', type: 'number', required: true, maxLength: 9, rules: [{kind: 'wholeNumber'}]},
  minSmsThreshold: {name: 'minSmsThreshold', type: 'number', required: true, maxLength: 9, rules: [{kind: 'wholeNumber'}, {kind: 'notAbove', field: 'maxSmsThreshold'}]},
} as const satisfies Record<string, FieldSchema>;

export const SIGN_IN_FIELDS_SCHEMA = {
  email: {name: 'email', type: 'email', required: true, maxLength: 254, rules: [{kind: 'email'}]},
  password: {name: 'password', type: 'password', required: true, maxLength: 200},
} as const satisfies Record<string, FieldSchema>;

export const FEEDBACK_FIELDS = {
  helpful: {name: 'helpful', type: 'select', required: true, choices: HELPFUL_CHOICES},
  comment: {name: 'comment', type: 'textarea', maxLength: TOOL_INPUT_MAX_LENGTH.feedbackComment},
} as const satisfies Record<string, FieldSchema>;

const required = <F extends FieldSchema>(field: F): F & {required: true} => ({...field, required: true});
const {name, email, phone, company, message, links} = COMMON_FIELDS;
const onboardingCommon = [
  ONBOARDING_FIELDS.clientName,
  ONBOARDING_FIELDS.clientCode,
  ONBOARDING_FIELDS.clientDescription,
  ONBOARDING_FIELDS.contactPerson,
  ONBOARDING_FIELDS.email,
  ONBOARDING_FIELDS.telephone,
  ONBOARDING_FIELDS.postalAddress,
  ONBOARDING_FIELDS.physicalAddress,
  ONBOARDING_FIELDS.country,
];

export type Team = keyof Brand['email'];

export interface FormSchema {
  fields: readonly FieldSchema[];
  /** The team that gets it; or the team chosen in a field, when it is one of `choices` (else `fallback`). */
  team: Team | {field: string; fallback: Team};
}

/** Every form the site sends, by the name it sends it under (`form` in the JSON). */
export const FORM_SCHEMAS = {
  contact: {fields: [ENQUIRY_FIELDS.team, name, email, company, phone, message], team: {field: 'team', fallback: 'hello'}},
  demo: {fields: [ENQUIRY_FIELDS.product, name, email, required(company), phone, {...message, required: false}], team: 'sales'},
  'partner-signup': {fields: [ENQUIRY_FIELDS.programme, required(company), ENQUIRY_FIELDS.website, name, email, phone, message], team: 'partnerships'},
  apply: {fields: [ENQUIRY_FIELDS.position, name, email, phone, links, message], team: 'talent'},
  'general-application': {fields: [ENQUIRY_FIELDS.area, name, email, phone, links, message], team: 'talent'},
  onboarding: {fields: onboardingCommon, team: 'sales'},
  'onboarding-sms': {fields: [...onboardingCommon, ONBOARDING_FIELDS.maxSmsThreshold, ONBOARDING_FIELDS.minSmsThreshold], team: 'sales'},
  'onboarding-payments': {fields: onboardingCommon, team: 'sales'},
  newsletter: {fields: [email], team: 'hello'},
  'product-updates-subscription': {fields: [email], team: 'hello'},
  'docs-feedback': {fields: [FEEDBACK_FIELDS.helpful, FEEDBACK_FIELDS.comment], team: 'support'},
} as const satisfies Record<string, FormSchema>;

export type FormId = keyof typeof FORM_SCHEMAS;
export const FORM_IDS = Object.keys(FORM_SCHEMAS) as FormId[];

export const isFormId = (value: unknown): value is FormId => typeof value === 'string' && Object.hasOwn(FORM_SCHEMAS, value);

/** The team a submission of `form` with `values` goes to. */
export function teamOf(form: FormId, values: Record<string, string>): Team {
  const team: FormSchema['team'] = FORM_SCHEMAS[form].team;
  if (typeof team === 'string') return team;
  const chosen = values[team.field];
  const fields: readonly FieldSchema[] = FORM_SCHEMAS[form].fields;
  return chosen && fields.find((f) => f.name === team.field)?.choices?.includes(chosen) ? (chosen as Team) : team.fallback;
}
