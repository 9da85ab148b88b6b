import {translate} from '@docusaurus/Translate';
import {fieldProblem, type FieldProblem} from '@site/src/data/forms/rules';
import type {FieldSpec, FormErrors, FormValues} from './types';
import {PAGE_EXAMPLE} from '../coverage/data/pageExample';

export {CLIENT_CODE_PATTERN, DEFAULT_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN, TEXTAREA_MAX_LENGTH, maxLengthOf} from '@site/src/data/forms/rules';

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

/**
 * A field's problem in words, next to the field: the same words whether the
 * browser found it or the forms service answered it (src/data/forms/rules.ts).
 */
export function problemMessage(field: FieldSpec, problem: FieldProblem, fields: FieldSpec[] = [field]): string {
  switch (problem.code) {
    case 'required':
      return requiredMessage(field);
    case 'tooLong':
      return translate({id: 'forms.error.tooLong', message: 'Keep this to {max} characters or fewer.'}, {max: problem.max});
    case 'email':
      return translate({id: 'forms.error.email', message: 'Enter an e-mail address like name@company.com.'});
    case 'phone': {
      const country = problem.country ? field.countries?.[problem.country] : undefined;
      return country
        ? translate({id: 'forms.error.phoneIn', message: 'Enter the number with its country code, like {example}.'}, {example: country.example})
        : translate({id: 'forms.error.phone', message: 'Enter the number with its country code, like {example}.'}, {example: PAGE_EXAMPLE.phoneNumber});
    }
    case 'phoneCountry': {
      const country = field.countries?.[problem.country];
      return translate(
        {id: 'forms.error.phoneCountry', message: 'A number in {country} starts with {dialCode}, like {example}.'},
        {country: country?.name ?? problem.country, dialCode: problem.dialCode, example: country?.example ?? problem.dialCode},
      );
    }
    case 'clientCode':
      return translate({id: 'forms.error.clientCode', message: 'Use 3 to 12 capital letters, digits or hyphens, starting with a letter, like ACME-KE01.'});
    case 'wholeNumber':
      return translate({id: 'forms.error.wholeNumber', message: 'Enter a whole number, 0 or more.'});
    case 'notAbove': {
      const otherLabel = fields.find((f) => f.name === problem.field)?.label ?? problem.field;
      return translate({id: 'forms.error.notAbove', message: 'Must not be more than {other} ({value}).'}, {other: inSentence(otherLabel), value: problem.value});
    }
  }
}

/** The field's rules, with its options' values as its choices when it names none. */
const schemaOf = (field: FieldSpec): FieldSpec => (field.choices || !field.options ? field : {...field, choices: field.options.map((o) => o.value)});

/** The message for one field, or undefined when its value is acceptable. */
export function validateField(field: FieldSpec, values: FormValues, fields: FieldSpec[] = [field]): string | undefined {
  const problem = fieldProblem(schemaOf(field), values, (country) => field.countries?.[country]?.dialCode);
  return problem && problemMessage(field, problem, fields);
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
