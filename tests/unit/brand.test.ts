import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createBrand} from '@site/src/brand';

describe('brand', () => {
  const original = process.env.BRAND_NAME;
  afterEach(() => {
    if (original === undefined) delete process.env.BRAND_NAME;
    else process.env.BRAND_NAME = original;
  });

  it('defaults to Savanna', () => {
    const brand = createBrand();
    expect(brand.name).toBe('Savanna');
    expect(brand.legalName).toContain('Savanna');
    expect(brand.email.support).toBe('support@savanna.africa');
  });

  it('derives legal name and addresses from another name', () => {
    const brand = createBrand({name: 'Zuri Pay'});
    expect(brand.legalName).toBe('Zuri Pay Payments Ltd');
    expect(Object.values(brand.email).every((e) => e.endsWith('@zuripay.africa'))).toBe(true);
    expect(JSON.stringify(brand)).not.toMatch(/savanna/i);
    for (const link of brand.social) expect(() => new URL(link.href)).not.toThrow();
    expect(brand.social.map((link) => new URL(link.href).pathname)).toEqual(['/company/zuripay', '/zuripay', '/zuripay']);
  });

  it('reads BRAND_NAME from the environment at build time', () => {
    process.env.BRAND_NAME = 'Baobab';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {brand} = require('@site/src/brand') as typeof import('@site/src/brand');
      expect(brand.name).toBe('Baobab');
    });
  });

  it('names the logo files that the navbar draws inline (src/theme/Logo imports them)', () => {
    const logoSource = readFileSync(path.join(__dirname, '../../src/theme/Logo/index.tsx'), 'utf8');
    const {logo} = createBrand();
    for (const file of [logo.light, logo.dark]) {
      expect(logoSource).toContain(`'@site/static${file}'`);
      expect(readFileSync(path.join(__dirname, '../../static', file), 'utf8')).toMatch(/^<svg /);
    }
  });
});
