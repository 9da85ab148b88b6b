/**
 * The forms' field rules, one definition for the browser and the forms
 * service (service/): what a field takes (required, length, e-mail, telephone
 * with the chosen country's calling code, client code, whole numbers, one
 * number not above another, one of the listed choices) and, for a value that
 * breaks a rule, the problem as data. The browser words each problem next to
 * its field in the page's language (src/features/forms/validation.ts); the
 * service answers the same problems in a 400, and the form shows them where
 * it shows its own.
 *
 * Plain data and functions, no client imports and relative imports only: the
 * service runs this file under Node.
 */

/** Longest text any field accepts unless it says otherwise. */
export const DEFAULT_MAX_LENGTH = 200;
export const TEXTAREA_MAX_LENGTH = 2000;

/** Client codes: 3 to 12 capital letters, digits or hyphens, starting with a letter (ACME-KE01). */
export const CLIENT_CODE_PATTERN = /^[A-Z][A-Z0-9-]{2,11}$/;
/** International telephone numbers: +, country code and number, 7 to 15 digits in all (spaces, brackets and hyphens are left out before the check). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A pragmatic e-mail check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const WHOLE_NUMBER = /^\d+$/;

export type FieldRule =
  /** An e-mail address. */
  | {kind: 'email'}
  /** A telephone number in international form; with `countryField`, starting with the calling code of the country chosen there. */
  | {kind: 'phone'; countryField?: string}
  /** A client code: see CLIENT_CODE_PATTERN. */
  | {kind: 'clientCode'}
  /** A whole number, 0 or more. */
  | {kind: 'wholeNumber'}
  /** A number not above another field's number (when both are whole numbers). */
  | {kind: 'notAbove'; field: string};

export type FieldType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'textarea' | 'select' | 'checkbox';

/** What a field takes, without its words: the part of a form's field that the service checks too. */
export interface FieldSchema {
  /** Key in the submitted values, and the input's name. */
  name: string;
  type: FieldType;
  required?: boolean;
  /** Upper bound on what can be typed (every text field has one; see maxLengthOf). */
  maxLength?: number;
  rules?: readonly FieldRule[];
  /** A choice field's values: anything else is refused. */
  choices?: readonly string[];
}

/** What is wrong with a value, as data: the browser words it (src/features/forms/validation.ts), the service sends it. */
export type FieldProblem =
  | {code: 'required'}
  | {code: 'tooLong'; max: number}
  | {code: 'email'}
  /** Not in international form; `country` is the code of the country chosen, if any, whose example the message gives. */
  | {code: 'phone'; country?: string}
  /** In international form, but not with the chosen country's calling code. */
  | {code: 'phoneCountry'; country: string; dialCode: string}
  | {code: 'clientCode'}
  | {code: 'wholeNumber'}
  /** Above another field's number, `value`. */
  | {code: 'notAbove'; field: string; value: string};

export type FieldProblemCode = FieldProblem['code'];
export type FormValues = Record<string, string>;

/** A country's calling code (+221) by its ISO code; undefined for a country the form does not offer. */
export type DialCodeOf = (country: string) => string | undefined;

export function maxLengthOf(field: Pick<FieldSchema, 'type' | 'maxLength'>): number {
  return field.maxLength ?? (field.type === 'textarea' ? TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}

function ruleProblem(rule: FieldRule, value: string, values: FormValues, dialCodeOf: DialCodeOf): FieldProblem | undefined {
  switch (rule.kind) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : {code: 'email'};
    case 'phone': {
      const digits = value.replace(/[\s()-]/g, '');
      const country = rule.countryField ? (values[rule.countryField] ?? '').trim() : '';
      const dialCode = country ? dialCodeOf(country) : undefined;
      if (!PHONE_PATTERN.test(digits)) return dialCode ? {code: 'phone', country} : {code: 'phone'};
      return !dialCode || digits.startsWith(dialCode) ? undefined : {code: 'phoneCountry', country, dialCode};
    }
    case 'clientCode':
      return CLIENT_CODE_PATTERN.test(value) ? undefined : {code: 'clientCode'};
    case 'wholeNumber':
      return WHOLE_NUMBER.test(value) ? undefined : {code: 'wholeNumber'};
    case 'notAbove': {
      const other = values[rule.field]?.trim() ?? '';
      if (!WHOLE_NUMBER.test(value) || !WHOLE_NUMBER.test(other) || Number(value) <= Number(other)) return undefined;
      return {code: 'notAbove', field: rule.field, value: other};
    }
  }
}

const noDialCodes: DialCodeOf = () => undefined;

/**
 * The problem of one field's value, or undefined when it is acceptable. Text
 * is checked without its surrounding spaces (never a password); a choice must
 * be one of the field's choices (a missing or unknown one reads "required":
 * the form says "Choose …").
 */
export function fieldProblem(field: FieldSchema, values: FormValues, dialCodeOf: DialCodeOf = noDialCodes): FieldProblem | undefined {
  const raw = values[field.name] ?? '';
  const value = field.type === 'password' ? raw : raw.trim();
  if (field.type === 'checkbox') return field.required && value !== 'true' ? {code: 'required'} : undefined;
  if (!value) return field.required ? {code: 'required'} : undefined;
  const max = maxLengthOf(field);
  if (value.length > max) return {code: 'tooLong', max};
  if (field.type === 'select' && field.choices && !field.choices.includes(value)) return {code: 'required'};
  for (const rule of field.rules ?? []) {
    const problem = ruleProblem(rule, value, values, dialCodeOf);
    if (problem) return problem;
  }
  return undefined;
}

/** Every field's problem, keyed by field name; empty when the form can be sent. */
export function formProblems(fields: readonly FieldSchema[], values: FormValues, dialCodeOf: DialCodeOf = noDialCodes): Partial<Record<string, FieldProblem>> {
  const problems: Partial<Record<string, FieldProblem>> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values, dialCodeOf);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
