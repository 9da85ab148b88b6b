import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {OFFICES, OFFICE_FLAGS} from '@site/src/data/offices';
import {OFFICE_COUNT} from '@site/src/constants';

describe('offices', () => {
  it('lists the six offices of the spec', () => {
    expect(OFFICES).toHaveLength(OFFICE_COUNT);
    expect(OFFICES.map((o) => o.country)).toEqual(['United Kingdom', 'United States', 'Kenya', 'China', 'United Arab Emirates', 'Malawi']);
  });

  const sprite = readFileSync(path.join(__dirname, '../../static', OFFICE_FLAGS), 'utf8');

  it('has every flag in one local SVG file, small and without scripts or remote references', () => {
    expect(existsSync(path.join(__dirname, '../../static', OFFICE_FLAGS))).toBe(true);
    expect(sprite).toMatch(new RegExp(`^<svg[^>]*viewBox="0 0 24 ${16 * OFFICES.length}"`));
    expect(sprite).not.toMatch(/<script|href="http/i);
    expect(sprite.length).toBeLessThan(6144);
    // Ids other than the views' are unique across the flags (the file is one document).
    const ids = [...sprite.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(OFFICES.map((o, index) => [o.code, o, index] as const))('%s has an address and its flag, a 24 × 16 view of the file', (code, office, index) => {
    expect(office.address.trim().length).toBeGreaterThan(10);
    expect(sprite).toContain(`<view id="${code}" viewBox="0 ${index * 16} 24 16"/>`);
    expect(sprite).toContain(`<svg y="${index * 16}" width="24" height="16" viewBox="0 0 24 16">`);
  });
});
