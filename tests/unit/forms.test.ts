import {problemMessage, validateField, validateForm, CLIENT_CODE_PATTERN} from '@site/src/features/forms/validation';
import {formAsText, formTemplate, mailtoHref, mailtoTemplateHref, submitForm} from '@site/src/features/forms/submit';
import {readDraft, restoreDraft, nextDraft, deleteExpiredDrafts, DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS} from '@site/src/features/forms/drafts';
import {insertionNotice} from '@site/src/features/forms/FormField';
import {formatInteger} from '@site/src/format/number';
import {FORM_DRAFT_MAX_AGE_DAYS, FORM_MIN_FILL_MS} from '@site/src/constants';
import type {FieldSpec} from '@site/src/features/forms/types';
import {ONBOARDING_COUNTRIES, ONBOARDING_GROUPS} from '@site/src/features/forms/data/onboarding';
import {MARKET_CODES} from '@site/src/data/marketCodes';

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
  it('has the spec’s cards, Thresholds only for SMS, and the spec’s 11 countries with every market, markets first', () => {
    expect(ONBOARDING_GROUPS.sms.map((g) => g.title)).toEqual(['Identification', 'Contact Information', 'Location', 'Thresholds']);
    expect(ONBOARDING_GROUPS.payments.map((g) => g.title)).toEqual(['Identification', 'Contact Information', 'Location']);
    expect(ONBOARDING_GROUPS.sms.flatMap((g) => g.fields.map((f) => f.label))).toEqual([
      'Client Name', 'Client Code', 'Client Description', 'Contact Person', 'Email Address', 'Telephone No.', 'Postal Address', 'Physical Address', 'Country', 'Max SMS Threshold', 'Min SMS Threshold',
    ]);
    const labels = ONBOARDING_COUNTRIES.map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['Malawi', 'Kenya', 'South Africa', 'United States', 'United Kingdom', 'India', 'Germany', 'Australia', 'Canada', 'China', 'Nigeria']));
    // Each country once; the markets first, as one group, then the others.
    expect(new Set(ONBOARDING_COUNTRIES.map((c) => c.value)).size).toBe(ONBOARDING_COUNTRIES.length);
    const marketGroup = ONBOARDING_COUNTRIES.filter((c) => c.group === 'Markets we serve');
    expect(marketGroup.map((c) => c.value).sort()).toEqual([...MARKET_CODES].sort());
    expect(ONBOARDING_COUNTRIES.slice(0, MARKET_CODES.length)).toEqual(marketGroup);
    expect(ONBOARDING_COUNTRIES.slice(MARKET_CODES.length).map((c) => c.label)).toEqual(['Australia', 'Canada', 'China', 'Germany', 'India', 'United Kingdom', 'United States']);
    expect(labels).toContain('Senegal');
  });

  it('asks the telephone with the chosen country’s calling code: the hint follows, a number of another country is refused', () => {
    const telephone = ONBOARDING_GROUPS.sms.flatMap((g) => g.fields).find((f) => f.name === 'telephone')!;
    expect(telephone.hintFor?.({})).toBeUndefined();
    // No-break spaces inside the example: it never wraps.
    expect(telephone.hintFor?.({country: 'SN'})).toMatch(/\+221\u00a0\d{2}\u00a0\d{3}\u00a0\d{2}\u00a0\d{2}/);
    expect(telephone.hintFor?.({country: 'US'})).toMatch(/\+1\u00a0/);
    const check = (telephoneValue: string, country: string) => validateField(telephone, {telephone: telephoneValue, country});
    expect(check('+221 77 123 45 67', 'SN')).toBeUndefined();
    expect(check('+254 712 345 678', 'SN')).toMatch(/Senegal.*\+221/);
    expect(check('+254 712 345 678', '')).toBeUndefined();
    expect(check('0712345678', 'KE')).toMatch(/\+254/);
  });
});

describe('submission', () => {
  const fields: FieldSpec[] = [field({name: 'name', label: 'Name'}), field({name: 'country', label: 'Country', type: 'select', options: [{value: 'KE', label: 'Kenya'}]}), field({name: 'pw', label: 'Password', type: 'password'})];

  // Started long enough ago that nothing waits (FORM_MIN_FILL_MS).
  const attempt = {key: 'key-0123456789', startedAt: Date.now() - 60_000};
  const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
    jest.fn().mockResolvedValue({ok: status < 300, status, json: async () => body, headers: new Headers(headers)});

  it('sends nothing without an endpoint', async () => {
    const fetchImpl = jest.fn();
    expect(await submitForm(undefined, 'f', {name: 'A'}, attempt, fetchImpl)).toEqual({status: 'unconfigured'});
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts JSON with its Idempotency-Key, the time taken and the honeypot, and reports the outcome honestly', async () => {
    const ok = answer(201);
    expect(await submitForm('https://forms.example/x', 'contact', {name: 'A'}, {...attempt, trap: ''}, ok)).toEqual({status: 'sent'});
    const [url, init] = ok.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.example/x');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-0123456789');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({form: 'contact', values: {name: 'A'}});
    expect(body.elapsedMs).toBeGreaterThanOrEqual(60_000);
    expect(body.trap).toBeUndefined();
    expect(await submitForm('https://x', 'f', {}, attempt, answer(503))).toEqual({status: 'unavailable'});
    expect(await submitForm('https://x', 'f', {}, attempt, answer(429, {}, {'Retry-After': '120'}))).toEqual({status: 'rateLimited', retryAfter: 120});
    expect(await submitForm('https://x', 'f', {}, attempt, answer(500))).toEqual({status: 'failed', httpStatus: 500});
    expect(await submitForm('https://x', 'f', {}, attempt, answer(400, {error: 'malformed'}))).toEqual({status: 'failed', httpStatus: 400});
    expect(await submitForm('https://x', 'f', {}, attempt, jest.fn().mockRejectedValue(new TypeError('offline')))).toEqual({status: 'failed'});
  });

  it("hands the service's field problems back, for the form to word next to each field as its own", async () => {
    const problems = {email: {code: 'email'}, telephone: {code: 'phoneCountry', country: 'SN', dialCode: '+221'}};
    expect(await submitForm('https://x', 'f', {}, attempt, answer(400, {error: 'invalid', fields: problems}))).toEqual({status: 'invalid', problems});
    const telephone = ONBOARDING_GROUPS.sms.flatMap((g) => g.fields).find((f) => f.name === 'telephone')!;
    expect(problemMessage(telephone, {code: 'phoneCountry', country: 'SN', dialCode: '+221'})).toMatch(/^A number in Senegal starts with \+221, like \+221 7/);
    expect(problemMessage(field({name: 'n', label: 'Full name'}), {code: 'tooLong', max: 120})).toBe('Keep this to 120 characters or fewer.');
  });

  it('waits out the least time a person takes before sending a form that appeared just now (a restored draft sent at once)', async () => {
    jest.useFakeTimers();
    try {
      const ok = answer(201);
      let now = 1_000_000;
      const sending = submitForm('https://x', 'f', {}, {key: 'key-0123456789', startedAt: now - 500}, ok, () => now);
      await Promise.resolve();
      expect(ok).not.toHaveBeenCalled();
      now += FORM_MIN_FILL_MS - 500;
      await jest.advanceTimersByTimeAsync(FORM_MIN_FILL_MS - 500);
      expect(await sending).toEqual({status: 'sent'});
      expect(JSON.parse((ok.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({elapsedMs: FORM_MIN_FILL_MS});
    } finally {
      jest.useRealTimers();
    }
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
  const now = Date.UTC(2026, 10, 24, 12);
  const stored = (values: Record<string, unknown>, savedAt = now) => JSON.stringify({savedAt, values});
  it('keeps only known, non-secret string fields, bounded in length', () => {
    expect(readDraft(stored({a: 'abcdef', pw: 'x', other: 'y', n: 1}), fields, now)).toEqual({a: 'abc'});
    expect(readDraft('not json', fields, now)).toBeUndefined();
    expect(readDraft(null, fields, now)).toBeUndefined();
    expect(readDraft('"string"', fields, now)).toBeUndefined();
  });

  it('counts what it cut from a value longer than its field takes (a draft edited by hand), for the field to say so', () => {
    expect(restoreDraft(stored({a: 'abcdef', pw: 'secret-long-enough'}), fields, now)).toEqual({values: {a: 'abc'}, cut: {a: 3}});
    expect(restoreDraft(stored({a: 'abc'}), fields, now)).toEqual({values: {a: 'abc'}, cut: {}});
  });

  it(`expires ${FORM_DRAFT_MAX_AGE_DAYS} days after the last change, and drops drafts kept without a date`, () => {
    expect(DRAFT_MAX_AGE_MS).toBe(FORM_DRAFT_MAX_AGE_DAYS * 86_400_000);
    expect(readDraft(stored({a: 'x'}, now - DRAFT_MAX_AGE_MS), fields, now)).toEqual({a: 'x'});
    expect(readDraft(stored({a: 'x'}, now - DRAFT_MAX_AGE_MS - 1), fields, now)).toBeUndefined();
    expect(readDraft(stored({a: 'x'}, now + 3_600_000), fields, now)).toBeUndefined();
    expect(readDraft(JSON.stringify({a: 'x'}), fields, now)).toBeUndefined();
  });

  it('stores the date of each change, never a password, and keeps what other forms sharing the key saved', () => {
    const first = nextDraft(null, [field({name: 'a'}), field({name: 'pw', type: 'password'})], {a: '1', pw: 'secret'}, now - 1000);
    expect(first).not.toContain('secret');
    const second = JSON.parse(nextDraft(first, [field({name: 'b'})], {b: '2'}, now)) as {savedAt: number; values: object};
    expect(second).toEqual({savedAt: now, values: {a: '1', b: '2'}});
    // An expired draft is not carried into a new one.
    expect(JSON.parse(nextDraft(stored({a: 'old'}, now - DRAFT_MAX_AGE_MS - 1), [field({name: 'b'})], {b: '2'}, now))).toEqual({savedAt: now, values: {b: '2'}});
  });

  it('deletes every expired or unreadable draft, and nothing else', () => {
    localStorage.clear();
    localStorage.setItem(`${DRAFT_KEY_PREFIX}fresh`, stored({a: 'x'}, now - 1000));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}old`, stored({a: 'x'}, now - DRAFT_MAX_AGE_MS - 1));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}legacy`, JSON.stringify({a: 'x'}));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}broken`, '{');
    // Dated in the future (a clock set wrong, or an edit by hand): the form would not restore it either.
    localStorage.setItem(`${DRAFT_KEY_PREFIX}future`, stored({a: 'x'}, now + 3_600_000));
    localStorage.setItem('theme', 'dark');
    deleteExpiredDrafts(localStorage, now);
    expect(Object.keys(localStorage).sort()).toEqual([`${DRAFT_KEY_PREFIX}fresh`, 'theme']);
  });
});

describe('what a field says when an insertion does not fit', () => {
  const control = (value: string, selection?: [number, number]) => {
    const input = document.createElement('input');
    input.value = value;
    if (selection) input.setSelectionRange(...selection);
    else Object.defineProperties(input, {selectionStart: {value: null}, selectionEnd: {value: null}});
    return input;
  };
  const text = field({name: 't', maxLength: 200});
  const number = field({name: 'n', type: 'number', maxLength: 9});

  it('says how much pasted text was left out, counting what it replaces', () => {
    expect(insertionNotice(text, control('', [0, 0]), 'x'.repeat(10_000))).toEqual({refuse: false, message: expect.stringMatching(/200 characters at most: the last 9,800 characters/)});
    expect(insertionNotice(text, control('a'.repeat(150), [0, 150]), 'x'.repeat(200))).toEqual({refuse: false, message: undefined});
    expect(insertionNotice(text, control('a'.repeat(150), [150, 150]), 'x'.repeat(60)).message).toMatch(/the last 10 characters/);
    // No caret known (e-mail fields): a paste longer than the bound is still reported.
    expect(insertionNotice(text, control(''), 'x'.repeat(250)).message).toMatch(/the last 50 characters/);
  });

  it('refuses what a number field cannot take, keeping its value, and says what it takes', () => {
    expect(insertionNotice(number, control(''), '7'.repeat(10_000))).toEqual({refuse: true, message: 'That was not entered: this field takes a whole number of up to 9 digits.'});
    expect(insertionNotice(number, control(''), '12e4').refuse).toBe(true);
    expect(insertionNotice(number, control(''), '-').refuse).toBe(true);
    expect(insertionNotice(number, control(''), '5000')).toEqual({refuse: false});
  });

  it('writes numbers with digit grouping', () => {
    expect([formatInteger(0), formatInteger(999), formatInteger(9800), formatInteger(1_000_000), formatInteger(-12345)]).toEqual(['0', '999', '9,800', '1,000,000', '-12,345']);
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
