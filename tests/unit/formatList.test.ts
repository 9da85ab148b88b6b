import {formatList} from '../../src/format/list';
import {SAMPLE_LANGUAGES, SAMPLE_LANGUAGE_NAMES} from '../../src/data/sampleLanguages';

describe('formatList', () => {
  it('joins a list with the locale\'s conjunction, without a comma before it', () => {
    expect(formatList(['JavaScript', 'Python', 'cURL'], 'en')).toBe('JavaScript, Python and cURL');
    expect(formatList(['JavaScript', 'Python', 'cURL'], 'fr')).toBe('JavaScript, Python et cURL');
    expect(formatList(['Go', 'C#'], 'fr')).toBe('Go et C#');
    expect(formatList(['Go'], 'en')).toBe('Go');
    expect(formatList([], 'en')).toBe('');
  });

  it('names every language of the samples, in their tabs\' order', () => {
    expect(SAMPLE_LANGUAGE_NAMES).toEqual(SAMPLE_LANGUAGES.map(({label}) => label));
    expect(formatList(SAMPLE_LANGUAGE_NAMES, 'en')).toBe('JavaScript, Python, cURL, PHP, Java, Go and C#');
  });
});
