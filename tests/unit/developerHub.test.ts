import {developerHubPattern} from '../../src/plugins/developerHub';

describe('the developer hub kept offline (src/plugins/developerHub.ts)', () => {
  test.each(['/docs', '/docs/webhooks', '/docs/guides/bulk-sms', '/docs/webhooks.md', '/docs.md', '/api-reference', '/api-reference.md', '/api-reference/sender-ids', '/api-reference/webhooks.md', '/api-docs', '/fr/docs/errors', '/fr/api-reference', '/fr/api-reference/payments'])('%s is the hub', (path) => {
    expect(developerHubPattern('/').test(path)).toBe(true);
  });
  test.each(['/', '/bulk-sms', '/mobile-money', '/fr/', '/fr/coverage', '/docsearch', '/news/docs', '/assets/js/main.js', '/search-index.json'])('%s is not', (path) => {
    expect(developerHubPattern('/').test(path)).toBe(false);
  });
  test('full addresses, another base URL, and the files given', () => {
    const pattern = developerHubPattern('/site/', ['search-index.json']);
    expect(pattern.test('https://example.com/site/fr/docs/webhooks')).toBe(true);
    expect(pattern.test('https://example.com/site/search-index.json')).toBe(true);
    expect(pattern.test('https://example.com/docs/webhooks')).toBe(false);
    expect(pattern.test('https://example.com/site/bulk-sms')).toBe(false);
  });
});
