import React from 'react';
import {render} from '@testing-library/react';
import BreakableText, {breakableParts} from '@site/src/ui/BreakableText';

describe('BreakableText (names and addresses that break between their words)', () => {
  it('breaks a camelCase or snake_case name between its words, and an address after its dots and slashes', () => {
    expect(breakableParts('phoneNumber')).toEqual(['phone', 'Number']);
    expect(breakableParts('failureCode')).toEqual(['failure', 'Code']);
    expect(breakableParts('sender_id')).toEqual(['sender_', 'id']);
    expect(breakableParts('https://sandbox.api.savanna.africa')).toEqual(['https://', 'sandbox.', 'api.', 'savanna.', 'africa']);
    expect(breakableParts('amount')).toEqual(['amount']);
    expect(breakableParts('ID')).toEqual(['ID']);
  });

  it('keeps the text as it was, adding only <wbr> break opportunities', () => {
    const {container} = render(
      <code>
        <BreakableText>failureCode</BreakableText>
      </code>,
    );
    expect(container.textContent).toBe('failureCode');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });
});
