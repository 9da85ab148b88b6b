import type {FieldSpec, FormValues} from './types';

export type SubmitResult = {status: 'sent'} | {status: 'unconfigured'} | {status: 'failed'; httpStatus?: number};

/**
 * Sends a form as JSON to the endpoint the site was built with
 * (`FORMS_ENDPOINT`, see docusaurus.config.ts). Without one, nothing is sent
 * and the caller offers an e-mail instead; no form ever claims to have sent
 * what it has not.
 */
export async function submitForm(endpoint: string | undefined, form: string, values: FormValues, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  if (!endpoint) return {status: 'unconfigured'};
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({form, values, page: typeof location === 'undefined' ? undefined : location.pathname}),
    });
    return response.ok ? {status: 'sent'} : {status: 'failed', httpStatus: response.status};
  } catch {
    return {status: 'failed'};
  }
}

/** The form's content as plain text, one "Label: value" line per filled field (passwords never included). */
export function formAsText(fields: FieldSpec[], values: FormValues): string {
  return fields
    .filter((field) => field.type !== 'password' && values[field.name]?.trim())
    .map((field) => {
      const value = values[field.name]!.trim();
      const shown = field.type === 'select' ? (field.options?.find((o) => o.value === value)?.label ?? value) : field.type === 'checkbox' ? 'yes' : value;
      return `${field.label}: ${shown}`;
    })
    .join('\n');
}

/** The form's questions as plain text, one "Label: " line per field (passwords never asked), for an e-mail written instead of the form. */
export function formTemplate(fields: FieldSpec[]): string {
  return fields
    .filter((field) => field.type !== 'password')
    .map((field) => `${field.label}: `)
    .join('\n');
}

/** A mailto: link to `to` with the subject and the form's questions, to answer in the e-mail (offered where the form cannot be sent: without JavaScript). */
export function mailtoTemplateHref(to: string, subject: string, fields: FieldSpec[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(formTemplate(fields))}`;
}

/** A mailto: link to `to` with the subject and the form's content filled in. */
export function mailtoHref(to: string, subject: string, fields: FieldSpec[], values: FormValues): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(formAsText(fields, values))}`;
}
