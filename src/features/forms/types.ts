/** A form, as data: forms differ by their field lists, never by copied markup. */

export type FieldRule =
  /** An e-mail address. */
  | {kind: 'email'}
  /**
   * A telephone number in international form: + and country code, then 6 to
   * 14 more digits; with `country`, the code of the country chosen in that field.
   */
  | {kind: 'phone'; country?: {field: string; byCode: Record<string, {name: string; dialCode: string; example: string}>}}
  /** A client code: see CLIENT_CODE_PATTERN. */
  | {kind: 'clientCode'}
  /** A whole number, 0 or more. */
  | {kind: 'wholeNumber'}
  /** A number not above another field's number (when both are whole numbers). */
  | {kind: 'notAbove'; field: string};

export interface FieldOption {
  value: string;
  label: string;
  /** Consecutive options of one group are drawn under its name (an optgroup). */
  group?: string;
}

export interface FieldSpec {
  /** Key in the submitted values, and the input's name. */
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password' | 'number' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  /** Shown under the label, and read with the field. */
  hint?: string;
  /** A hint that follows what else was entered (the telephone's example, by the country chosen); `hint` where it gives none, and in the static HTML. */
  hintFor?: (values: FormValues) => string | undefined;
  options?: FieldOption[];
  autoComplete?: string;
  /** Upper bound on what can be typed (every text field has one). */
  maxLength?: number;
  rules?: FieldRule[];
  /** Half-width on wide screens (two such fields share a row). */
  half?: boolean;
}

/** A titled group of fields, shown as a card. */
export interface FieldGroup {
  id: string;
  title: string;
  fields: FieldSpec[];
}

export type FormValues = Record<string, string>;
export type FormErrors = Partial<Record<string, string>>;
