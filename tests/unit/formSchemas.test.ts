/**
 * One definition of what each form takes (src/data/forms/schemas.ts): every
 * form a page shows has exactly the fields the forms service checks, each
 * with the same rules, bounds and choices, so the service's 400 names the
 * browser's own problems.
 */
import {FORM_COUNTRY_CODES, FORM_SCHEMAS, teamOf, type FormId} from '@site/src/data/forms/schemas';
import {fieldProblem, type FieldSchema} from '@site/src/data/forms/rules';
import type {FieldSpec} from '@site/src/features/forms/types';
import {APPLICATION_FORM, CONTACT_FORM, DEMO_FORM, GENERAL_APPLICATION_FORM, PARTNER_FORM} from '@site/src/features/forms/data/enquiries';
import {ONBOARDING_COMMON_GROUPS, ONBOARDING_GROUPS} from '@site/src/features/forms/data/onboarding';
import {SUBSCRIBE_EMAIL_FIELD} from '@site/src/features/forms/data/subscribe';
import {countriesIn} from '@site/src/plugins/countries';
import {dialCodeOf} from '@site/service/src/countries';

const flat = (groups: {fields: FieldSpec[]}[]) => groups.flatMap((group) => group.fields);

/** What a page's field takes, as the service reads it. */
const schemaOf = ({name, type, required, maxLength, rules, options}: FieldSpec): FieldSchema => ({
  name,
  type,
  ...(required ? {required} : {}),
  ...(maxLength === undefined ? {} : {maxLength}),
  ...(rules?.length ? {rules} : {}),
  // The choices as a set: the page orders countries by their name in its language.
  ...(options ? {choices: options.map((option) => option.value).sort()} : {}),
});
const normalized = (field: FieldSchema): FieldSchema => schemaOf({...field, label: '', options: field.choices?.map((value) => ({value, label: ''}))});

const PAGE_FORMS: Record<Exclude<FormId, 'docs-feedback'>, FieldSpec[]> = {
  contact: flat(CONTACT_FORM),
  demo: flat(DEMO_FORM),
  'partner-signup': flat(PARTNER_FORM),
  apply: flat(APPLICATION_FORM),
  'general-application': flat(GENERAL_APPLICATION_FORM),
  onboarding: flat(ONBOARDING_COMMON_GROUPS),
  'onboarding-sms': flat(ONBOARDING_GROUPS.sms),
  'onboarding-payments': flat(ONBOARDING_GROUPS.payments),
  newsletter: [SUBSCRIBE_EMAIL_FIELD],
  'product-updates-subscription': [SUBSCRIBE_EMAIL_FIELD],
};

describe('the forms and the service check one definition', () => {
  it.each(Object.entries(PAGE_FORMS))('%s: the page has the fields the service checks, with the same rules, bounds and choices', (form, fields) => {
    expect(fields.map(schemaOf)).toEqual(FORM_SCHEMAS[form as FormId].fields.map(normalized));
  });

  it('offers the countries the service takes, and checks the telephone against the same calling codes', () => {
    for (const locale of ['en', 'fr']) {
      const countries = countriesIn(locale);
      expect(countries.map((c) => c.code).sort()).toEqual([...FORM_COUNTRY_CODES].sort());
      for (const country of countries) expect(dialCodeOf(country.code)).toBe(country.dialCode);
    }
    const telephone = FORM_SCHEMAS['onboarding-sms'].fields.find((f) => f.name === 'telephone')!;
    expect(fieldProblem(telephone, {telephone: '+221 77 123 45 67', country: 'SN'}, dialCodeOf)).toBeUndefined();
    expect(fieldProblem(telephone, {telephone: '+254 712 345 678', country: 'SN'}, dialCodeOf)).toEqual({code: 'phoneCountry', country: 'SN', dialCode: '+221'});
  });

  it('sends each form to its team, the contact form to the team chosen (a made-up team to hello)', () => {
    expect(teamOf('onboarding-sms', {})).toBe('sales');
    expect(teamOf('docs-feedback', {})).toBe('support');
    expect(teamOf('contact', {team: 'talent'})).toBe('talent');
    expect(teamOf('contact', {team: 'privacy'})).toBe('hello');
  });
});
