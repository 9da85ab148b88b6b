import React from 'react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render} from '@testing-library/react';
import IfChallenge from '@site/src/features/forms/IfChallenge';
import {mockSiteConfig} from './mocks/useDocusaurusContext';

/**
 * The privacy page says that the forms use Cloudflare Turnstile exactly when
 * they do: its words about it are in IfChallenge, shown in a build with
 * TURNSTILE_SITE_KEY, in both languages.
 */
const PAGES = {
  en: 'src/pages/privacy.mdx',
  fr: 'i18n/fr/docusaurus-plugin-content-pages/privacy.mdx',
};

describe("the privacy page and the forms' challenge", () => {
  afterEach(() => {
    delete mockSiteConfig.customFields.turnstileSiteKey;
  });

  it('shows what IfChallenge holds only in a build with a Turnstile site key', () => {
    expect(render(<IfChallenge>Turnstile</IfChallenge>).container.textContent).toBe('');
    mockSiteConfig.customFields.turnstileSiteKey = '0x4AAAAAAAexample';
    expect(render(<IfChallenge>Turnstile</IfChallenge>).container.textContent).toBe('Turnstile');
  });

  it.each(Object.entries(PAGES))('names Cloudflare Turnstile, what it receives and its policy, inside IfChallenge (%s)', (_locale, file) => {
    const text = readFileSync(path.join(__dirname, '../..', file), 'utf8');
    const block = /<IfChallenge>([\s\S]*?)<\/IfChallenge>/.exec(text)?.[1] ?? '';
    expect(block).toMatch(/Cloudflare Turnstile/);
    expect(block).toMatch(/IP/);
    expect(block).toMatch(/\(https:\/\/www\.cloudflare\.com\/privacypolicy\/\)/);
    // Said nowhere else on the page: a build without the key does not claim it.
    expect(text.replace(block, '')).not.toMatch(/Turnstile/);
  });
});
