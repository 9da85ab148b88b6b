import {validateField, validateForm, CLIENT_CODE_PATTERN} from '@site/src/forms/validation';
import {formAsText, formTemplate, mailtoHref, mailtoTemplateHref, submitForm} from '@site/src/forms/submit';
import {readDraft} from '@site/src/hooks/useFormDraft';
import type {FieldSpec} from '@site/src/forms/types';
import {ONBOARDING_COUNTRIES, ONBOARDING_GROUPS} from '@site/src/data/forms/onboarding';

const field = (spec: Partial<FieldSpec> & {name: string}): FieldSpec => ({label: spec.name, type: 'text', ...spec});

describe('field validation', () => {
  it('requires required fields, ignoring surrounding spaces', () => {
    const name = field({name: 'clientName', label: 'Client Name', required: true});
    expect(validateField(name, {})).toBe('Enter client name.');
    expect(validateField(name, {clientName: '   '})).toBe('Enter client name.');
    expect(validateField(name, {clientName: 'Acme'})).toBeUndefined();
    expect(validateField(field({name: 'x'}), {})).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    const email = field({name: 'email', label: 'Email Address', type: 'email', rules: [{kind: 'email'}]});
    for (const bad of ['a', 'a@b', 'a b@c.com', '@c.com', 'a@.com']) expect(validateField(email, {email: bad})).toMatch(/e-mail address like/);
    for (const good of ['ops@acme.co.ke', 'first.last+tag@example.com']) expect(validateField(email, {email: good})).toBeUndefined();
  });

  it('wants telephone numbers with a country code', () => {
    const phone = field({name: 'tel', type: 'tel', rules: [{kind: 'phone'}]});
    for (const bad of ['0712345678', '712 345', '+0 123 456 789', '+254 712 345 678 999 000']) expect(validateField(phone, {tel: bad})).toMatch(/country code/);
    for (const good of ['+254 712 345 678', '+265991234567', '+1 (555) 010-2030']) expect(validateField(phone, {tel: good})).toBeUndefined();
  });

  it('checks the client code format it shows as a hint', () => {
    const code = field({name: 'code', rules: [{kind: 'clientCode'}]});
    for (const good of ['ACME-KE01', 'ABC', 'A1-B2-C3']) expect(validateField(code, {code: good})).toBeUndefined();
    for (const bad of ['ab', 'acme', '1ACME', 'ACME_KE', 'ABCDEFGHIJKLM']) expect(validateField(code, {code: bad})).toMatch(/capital letters/);
    expect(CLIENT_CODE_PATTERN.test('ACME-KE01')).toBe(true);
  });

  it('wants whole numbers of zero or more, and Min not above Max', () => {
    const [max, min] = ONBOARDING_GROUPS.sms.find((g) => g.id === 'thresholds')!.fields;
    const fields = [max!, min!];
    expect(validateForm(fields, {maxSmsThreshold: '-1', minSmsThreshold: '2.5'})).toEqual({
      maxSmsThreshold: 'Enter a whole number, 0 or more.',
      minSmsThreshold: 'Enter a whole number, 0 or more.',
    });
    expect(validateForm(fields, {maxSmsThreshold: '100', minSmsThreshold: '101'})).toEqual({minSmsThreshold: 'Must not be more than max SMS threshold (100).'});
    expect(validateForm(fields, {maxSmsThreshold: '100', minSmsThreshold: '100'})).toEqual({});
    expect(validateForm(fields, {maxSmsThreshold: '0', minSmsThreshold: '0'})).toEqual({});
  });

  it('bounds the length of what is typed, and accepts only listed options', () => {
    expect(validateField(field({name: 'n', maxLength: 5}), {n: '123456'})).toMatch(/5 characters or fewer/);
    expect(validateField(field({name: 'd', type: 'textarea'}), {d: 'x'.repeat(2001)})).toMatch(/2000 characters/);
    const country = field({name: 'country', label: 'Country', type: 'select', required: true, options: ONBOARDING_COUNTRIES});
    expect(validateField(country, {country: 'XX'})).toBe('Choose country.');
    expect(validateField(country, {country: 'KE'})).toBeUndefined();
  });
});

describe('onboarding form data', () => {
  it('has the spec’s cards, Thresholds only for SMS, and the 11 countries in order', () => {
    expect(ONBOARDING_GROUPS.sms.map((g) => g.title)).toEqual(['Identification', 'Contact Information', 'Location', 'Thresholds']);
    expect(ONBOARDING_GROUPS.payments.map((g) => g.title)).toEqual(['Identification', 'Contact Information', 'Location']);
    expect(ONBOARDING_GROUPS.sms.flatMap((g) => g.fields.map((f) => f.label))).toEqual([
      'Client Name', 'Client Code', 'Client Description', 'Contact Person', 'Email Address', 'Telephone No.', 'Postal Address', 'Physical Address', 'Country', 'Max SMS Threshold', 'Min SMS Threshold',
    ]);
    expect(ONBOARDING_COUNTRIES.map((c) => c.label)).toEqual(['Malawi', 'Kenya', 'South Africa', 'United States', 'United Kingdom', 'India', 'Germany', 'Australia', 'Canada', 'China', 'Nigeria']);
  });
});

describe('submission', () => {
  const fields: FieldSpec[] = [field({name: 'name', label: 'Name'}), field({name: 'country', label: 'Country', type: 'select', options: [{value: 'KE', label: 'Kenya'}]}), field({name: 'pw', label: 'Password', type: 'password'})];

  it('sends nothing without an endpoint', async () => {
    const fetchImpl = jest.fn();
    expect(await submitForm(undefined, 'f', {name: 'A'}, fetchImpl)).toEqual({status: 'unconfigured'});
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts JSON and reports the outcome honestly', async () => {
    const ok = jest.fn().mockResolvedValue({ok: true, status: 200});
    expect(await submitForm('https://forms.example/x', 'contact', {name: 'A'}, ok)).toEqual({status: 'sent'});
    const [url, init] = ok.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.example/x');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({form: 'contact', values: {name: 'A'}});
    expect(await submitForm('https://x', 'f', {}, jest.fn().mockResolvedValue({ok: false, status: 503}))).toEqual({status: 'failed', httpStatus: 503});
    expect(await submitForm('https://x', 'f', {}, jest.fn().mockRejectedValue(new TypeError('offline')))).toEqual({status: 'failed'});
  });

  it('writes the e-mail fallback with labels and option names, never passwords', () => {
    const values = {name: 'Amina', country: 'KE', pw: 'secret'};
    expect(formAsText(fields, values)).toBe('Name: Amina\nCountry: Kenya');
    const href = mailtoHref('sales@example.africa', 'Demo request', fields, values);
    expect(href).toBe(`mailto:sales@example.africa?subject=Demo%20request&body=${encodeURIComponent('Name: Amina\nCountry: Kenya')}`);
    expect(href).not.toContain('secret');
  });

  it('writes the e-mail offered without JavaScript with every question to answer, never a password', () => {
    expect(formTemplate(fields)).toBe('Name: \nCountry: ');
    expect(mailtoTemplateHref('sales@example.africa', 'Demo request', fields)).toBe(`mailto:sales@example.africa?subject=Demo%20request&body=${encodeURIComponent('Name: \nCountry: ')}`);
  });
});

describe('drafts', () => {
  const fields: FieldSpec[] = [field({name: 'a', maxLength: 3}), field({name: 'pw', type: 'password'})];
  it('keeps only known, non-secret string fields, bounded in length', () => {
    expect(readDraft(JSON.stringify({a: 'abcdef', pw: 'x', other: 'y', n: 1}), fields)).toEqual({a: 'abc'});
    expect(readDraft('not json', fields)).toEqual({});
    expect(readDraft(null, fields)).toEqual({});
    expect(readDraft('"string"', fields)).toEqual({});
  });
});

describe('tab keys', () => {
  it('step with the arrows (wrapping) and jump with Home and End', () => {
    const {tabTarget} = jest.requireActual<typeof import('@site/src/hooks/tabKeys')>('@site/src/hooks/tabKeys');
    expect(tabTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabTarget('Home', 2, 3)).toBe(0);
    expect(tabTarget('End', 0, 3)).toBe(2);
    expect(tabTarget('Enter', 1, 3)).toBeUndefined();
  });
});
