import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {OFFICES} from '@site/src/data/offices';
import {OFFICE_COUNT} from '@site/src/constants';

describe('offices', () => {
  it('lists the six offices of the spec', () => {
    expect(OFFICES).toHaveLength(OFFICE_COUNT);
    expect(OFFICES.map((o) => o.country)).toEqual(['United Kingdom', 'United States', 'Kenya', 'China', 'United Arab Emirates', 'Malawi']);
  });

  it.each(OFFICES.map((o) => [o.code, o] as const))('%s has an address and a local SVG flag', (code, office) => {
    expect(office.address.trim().length).toBeGreaterThan(10);
    const file = path.join(__dirname, '../../static/img/flags', `${code}.svg`);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 24 16"/);
    expect(svg).not.toMatch(/<script|href="http/i);
    expect(svg.length).toBeLessThan(4096);
  });
});
