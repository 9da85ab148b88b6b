/**
 * Front-matter rules for the Markdown feeds (changelog/ and blog/), checked
 * when the site builds (src/plugins/feedPosts.ts): a file with a missing or
 * wrong field fails the build with a message naming the file and the field.
 * Plain data and functions (no client imports): the config and the tests read it.
 */

/** Returns what is wrong with a value, or undefined when it is fine. */
export type FieldCheck = (value: unknown) => string | undefined;

export interface FieldRule {
  required: boolean;
  check: FieldCheck;
  /** What a valid value looks like, for the message. */
  expected: string;
}

export type FrontMatterSchema = Record<string, FieldRule>;

export const text =
  (maxLength: number): FieldCheck =>
  (value) =>
    typeof value !== 'string' || !value.trim() ? 'must be non-empty text' : value.length > maxLength ? `must be at most ${maxLength} characters` : undefined;

export const oneOf =
  (allowed: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? undefined : `must be one of ${allowed.join(', ')}`;

export const pattern =
  (regex: RegExp, description: string): FieldCheck =>
  (value) =>
    typeof value === 'string' && regex.test(value) ? undefined : `must be ${description}`;

/** A calendar date: YAML turns `2026-11-03` into a Date; a quoted string must parse too. */
export const calendarDate: FieldCheck = (value) => {
  const date = value instanceof Date ? value : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? undefined : 'must be a date written YYYY-MM-DD';
};

function shown(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value) ?? String(value);
}

/** Every problem of one file's front matter, one sentence each, naming the file and the field. */
export function frontMatterProblems(file: string, frontMatter: Record<string, unknown>, schema: FrontMatterSchema): string[] {
  return Object.entries(schema).flatMap(([field, rule]) => {
    const value = frontMatter[field];
    if (value === undefined || value === null || value === '') {
      return rule.required ? [`${file}: front matter field "${field}" is missing (expected ${rule.expected}).`] : [];
    }
    const problem = rule.check(value);
    return problem ? [`${file}: front matter field "${field}" ${problem} (found ${shown(value)}).`] : [];
  });
}

/** The post's id in its URL: the file name without the date prefix and extension (`2026-11-03-v3-2-1.md` → `v3-2-1`). */
export function postIdFromFile(file: string): string {
  const name = file.split('/').pop()!;
  return name.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
}
