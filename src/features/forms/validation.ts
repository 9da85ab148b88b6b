import {translate} from '@docusaurus/Translate';
import type {FieldRule, FieldSpec, FormErrors, FormValues} from './types';
import {PAGE_EXAMPLE} from '../coverage/data/pageExample';

/** Longest text any field accepts unless it says otherwise. */
export const DEFAULT_MAX_LENGTH = 200;
export const TEXTAREA_MAX_LENGTH = 2000;

/** Client codes: 3 to 12 capital letters, digits or hyphens, starting with a letter (ACME-KE01). */
export const CLIENT_CODE_PATTERN = /^[A-Z][A-Z0-9-]{2,11}$/;
/** International telephone numbers: +, country code and number, 7 to 15 digits in all; spaces allowed. */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A pragmatic e-mail check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const WHOLE_NUMBER = /^\d+$/;

export function maxLengthOf(field: FieldSpec): number {
  return field.maxLength ?? (field.type === 'textarea' ? TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}

/** A label inside a sentence: "Max SMS Threshold" becomes "max SMS threshold". */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

function requiredMessage(field: FieldSpec): string {
  if (field.type === 'select') return translate({id: 'forms.error.choose', message: 'Choose {label}.'}, {label: inSentence(field.label)});
  if (field.type === 'checkbox') return translate({id: 'forms.error.check', message: 'Tick this box to continue.'});
  return translate({id: 'forms.error.required', message: 'Enter {label}.'}, {label: inSentence(field.label)});
}

function ruleMessage(rule: FieldRule, value: string, values: FormValues, fields: FieldSpec[]): string | undefined {
  switch (rule.kind) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : translate({id: 'forms.error.email', message: 'Enter an e-mail address like name@company.com.'});
    case 'phone': {
      const digits = value.replace(/[\s()-]/g, '');
      const country = rule.country?.byCode[values[rule.country.field] ?? ''];
      if (!PHONE_PATTERN.test(digits)) {
        return country
          ? translate({id: 'forms.error.phoneIn', message: 'Enter the number with its country code, like {example}.'}, {example: country.example})
          : translate({id: 'forms.error.phone', message: 'Enter the number with its country code, like {example}.'}, {example: PAGE_EXAMPLE.phoneNumber});
      }
      return !country || digits.startsWith(country.dialCode)
        ? undefined
        : translate({id: 'forms.error.phoneCountry', message: 'A number in {country} starts with {dialCode}, like {example}.'}, {country: country.name, dialCode: country.dialCode, example: country.example});
    }
    case 'clientCode':
      return CLIENT_CODE_PATTERN.test(value)
        ? undefined
        : translate({id: 'forms.error.clientCode', message: 'Use 3 to 12 capital letters, digits or hyphens, starting with a letter, like ACME-KE01.'});
    case 'wholeNumber':
      return WHOLE_NUMBER.test(value) ? undefined : translate({id: 'forms.error.wholeNumber', message: 'Enter a whole number, 0 or more.'});
    case 'notAbove': {
      const other = values[rule.field]?.trim() ?? '';
      if (!WHOLE_NUMBER.test(value) || !WHOLE_NUMBER.test(other) || Number(value) <= Number(other)) return undefined;
      const otherLabel = fields.find((f) => f.name === rule.field)?.label ?? rule.field;
      return translate({id: 'forms.error.notAbove', message: 'Must not be more than {other} ({value}).'}, {other: inSentence(otherLabel), value: other});
    }
  }
}

/** The message for one field, or undefined when its value is acceptable. */
export function validateField(field: FieldSpec, values: FormValues, fields: FieldSpec[] = [field]): string | undefined {
  const raw = values[field.name] ?? '';
  const value = field.type === 'password' ? raw : raw.trim();
  if (field.type === 'checkbox') return field.required && value !== 'true' ? requiredMessage(field) : undefined;
  if (!value) return field.required ? requiredMessage(field) : undefined;
  const max = maxLengthOf(field);
  if (value.length > max) return translate({id: 'forms.error.tooLong', message: 'Keep this to {max} characters or fewer.'}, {max});
  if (field.type === 'select' && field.options && !field.options.some((o) => o.value === value)) return requiredMessage(field);
  for (const rule of field.rules ?? []) {
    const message = ruleMessage(rule, value, values, fields);
    if (message) return message;
  }
  return undefined;
}

/** Every field's message, keyed by field name; empty when the form can be sent. */
export function validateForm(fields: FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values, fields);
    if (message) errors[field.name] = message;
  }
  return errors;
}
