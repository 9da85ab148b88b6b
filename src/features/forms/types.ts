/** A form, as data: forms differ by their field lists, never by copied markup. */
import type {FieldSchema} from '@site/src/data/forms/rules';

export type {FieldRule, FieldProblem} from '@site/src/data/forms/rules';

export interface FieldOption {
  value: string;
  label: string;
  /** Consecutive options of one group are drawn under its name (an optgroup). */
  group?: string;
}

/** A country as the telephone's hint and messages name it. */
export interface PhoneCountry {
  name: string;
  dialCode: string;
  example: string;
}

/**
 * A field as a page shows it: what it takes (its FieldSchema, from
 * src/data/forms/schemas.ts, which the forms service checks too) and its words.
 */
export interface FieldSpec extends FieldSchema {
  label: string;
  /** Shown under the label, and read with the field. */
  hint?: string;
  /** A hint that follows what else was entered (the telephone's example, by the country chosen); `hint` where it gives none, and in the static HTML. */
  hintFor?: (values: FormValues) => string | undefined;
  /** A choice field's options, with their names (their values are the schema's `choices`). */
  options?: FieldOption[];
  autoComplete?: string;
  /** Half-width on wide screens (two such fields share a row). */
  half?: boolean;
  /** A telephone checked against the country chosen in another field: each country's name, calling code and example, for its messages. */
  countries?: Record<string, PhoneCountry>;
}

/** A titled group of fields, shown as a card. */
export interface FieldGroup {
  id: string;
  title: string;
  fields: FieldSpec[];
}

export type FormValues = Record<string, string>;
export type FormErrors = Partial<Record<string, string>>;
