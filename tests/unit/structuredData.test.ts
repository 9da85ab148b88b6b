import {createBrand} from '@site/src/brand';
import {jsonForScript, organizationJsonLd} from '@site/src/data/structuredData';

describe('Organization structured data', () => {
  const brand = createBrand({name: 'Acme Pay', domain: 'acme.test'});

  it('names the company from the brand, with absolute addresses under the site root', () => {
    const data = organizationJsonLd(brand, 'https://example.github.io/site/');
    expect(data).toMatchObject({'@type': 'Organization', name: 'Acme Pay', legalName: 'Acme Pay Payments Ltd', url: 'https://example.github.io/site/', email: 'hello@acme.test'});
    expect(data.logo).toBe('https://example.github.io/site/img/logo.svg');
    expect(data.sameAs).toEqual(brand.social.map((s) => s.href));
  });

  it('cannot be closed early by text inside it', () => {
    const json = jsonForScript({name: '</script><script>alert(1)</script>'});
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({name: '</script><script>alert(1)</script>'});
  });
});
