import React from 'react';
import {render, screen} from '@testing-library/react';
import UntranslatedContent, {UntranslatedText} from '@site/src/ui/UntranslatedContent';
import {mockI18n} from './mocks/useDocusaurusContext';

/**
 * Content without a translation in the page's language (a doc, post or update added in English only):
 * every page has a French version today, so the browser tests check that none shows the notice; this
 * checks the notice itself, and the « (in English) » cue of a list.
 */
describe('UntranslatedContent', () => {
  afterEach(() => {
    mockI18n.currentLocale = 'en';
  });

  it('on a French page, puts the notice before the English content, marked as English', () => {
    mockI18n.currentLocale = 'fr';
    const {container} = render(
      <UntranslatedContent translated={false}>
        <p>Payouts to bank accounts</p>
      </UntranslatedContent>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('This page is not translated yet');
    expect(container.querySelector('[lang="en"]')).toHaveTextContent('Payouts to bank accounts');
  });

  it('shows translated content, and every English page, as it is', () => {
    mockI18n.currentLocale = 'fr';
    const {container, rerender} = render(<UntranslatedContent translated>Versements</UntranslatedContent>);
    expect(screen.queryByRole('note')).toBeNull();
    mockI18n.currentLocale = 'en';
    rerender(<UntranslatedContent translated={false}>Payouts</UntranslatedContent>);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('marks an English title in a French list, with a visible cue', () => {
    mockI18n.currentLocale = 'fr';
    const {container} = render(
      <UntranslatedText translated={false} cue>
        A new office
      </UntranslatedText>,
    );
    expect(container.querySelector('[lang="en"]')).toHaveTextContent('A new office');
    expect(container).toHaveTextContent('A new office (in English)');
  });
});
