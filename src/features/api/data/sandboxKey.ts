import {API_KEY_PREFIXES} from '@site/src/constants';
import type {SampleLanguage} from './samples';

/**
 * A developer's sandbox key, as Try it takes it and as the code samples show
 * it once entered. Only sandbox keys (sk_test_…) are taken: a live key pasted
 * into a web page is refused, never stored or sent.
 */
export type SandboxKeyCheck = 'ok' | 'empty' | 'live' | 'malformed';

/** Letters, digits, `_` and `-` after the prefix: nothing that could end a string in a sample's code. */
const SANDBOX_KEY = new RegExp(`^${API_KEY_PREFIXES.sandbox}[A-Za-z0-9_-]{8,128}$`);

export function checkSandboxKey(value: string): SandboxKeyCheck {
  const key = value.trim();
  if (!key) return 'empty';
  if (key.startsWith(API_KEY_PREFIXES.live)) return 'live';
  return SANDBOX_KEY.test(key) ? 'ok' : 'malformed';
}

/** Where each language's sample reads the key (src/features/api/data/sampleCode.ts), and the key written in its place. */
const KEY_READS: Record<SampleLanguage, [read: string, written: (key: string) => string]> = {
  curl: ['$API_KEY', (key) => key],
  javascript: ['process.env.API_KEY', (key) => `'${key}'`],
  python: ['os.environ["API_KEY"]', (key) => `"${key}"`],
  php: ["getenv('API_KEY')", (key) => `'${key}'`],
  java: ['System.getenv("API_KEY")', (key) => `"${key}"`],
  go: ['os.Getenv("API_KEY")', (key) => `"${key}"`],
  csharp: ['Environment.GetEnvironmentVariable("API_KEY")', (key) => `"${key}"`],
};

/**
 * A sample with the developer's own sandbox key written in where it reads the
 * API_KEY environment variable (an import left unused by that is dropped, as
 * Go refuses to compile one). Returns the code unchanged for anything but a
 * well-formed sandbox key.
 */
export function withApiKey(code: string, language: SampleLanguage, key: string): string {
  if (checkSandboxKey(key) !== 'ok') return code;
  const [read, written] = KEY_READS[language];
  const filled = code.replaceAll(read, written(key.trim()));
  if (language === 'go' && !/\bos\./.test(filled)) return filled.replace('\t"os"\n', '');
  if (language === 'python' && !/\bos\./.test(filled)) return filled.replace('import os\n\n', '');
  return filled;
}
