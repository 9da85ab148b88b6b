/**
 * The languages of the site's code samples, in the order of their synced tabs (the first is shown
 * until a reader picks another): the API feature writes every sample in each (src/features/api/data/sampleCode.ts),
 * and the pages that name them (the reference's lead, the developer hub) list them from here.
 */
export type SampleLanguage = 'javascript' | 'python' | 'curl' | 'php' | 'java' | 'go' | 'csharp';

export const SAMPLE_LANGUAGES: {value: SampleLanguage; label: string; prism: string}[] = [
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
  {value: 'curl', label: 'cURL', prism: 'bash'},
  {value: 'php', label: 'PHP', prism: 'php'},
  {value: 'java', label: 'Java', prism: 'java'},
  {value: 'go', label: 'Go', prism: 'go'},
  {value: 'csharp', label: 'C#', prism: 'csharp'},
];

/** "JavaScript, Python, cURL, PHP, Java, Go and C#", in the page's language. */
export const SAMPLE_LANGUAGE_NAMES: string[] = SAMPLE_LANGUAGES.map(({label}) => label);
