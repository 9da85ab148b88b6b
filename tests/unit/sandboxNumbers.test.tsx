import React from 'react';
import {render, screen, within} from '@testing-library/react';
import SandboxNumbers from '@site/src/features/coverage/SandboxNumbers';
import {MARKET_LIST, MARKETS} from '@site/src/features/coverage/data/markets';
import {sandboxNumbersAnchor} from '@site/src/features/coverage/data/route';

/** The table that follows a country's heading on the sandbox page. */
function tableOf(heading: HTMLElement): HTMLElement {
  const table = heading.nextElementSibling;
  if (!(table instanceof HTMLTableElement)) throw new Error(`No table after ${heading.textContent}`);
  return table;
}

describe('SandboxNumbers (the sandbox page\'s mobile money test numbers)', () => {
  it("renders Kenya's heading with its currency and the id /coverage links to, then its table: wallet, values, range", () => {
    render(<SandboxNumbers />);
    const kenya = screen.getByRole('heading', {level: 3, name: 'Kenya (KES)'});
    expect(kenya).toHaveAttribute('id', 'test-numbers-ke');
    const table = tableOf(kenya);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Wallet', 'wallet', 'Test numbers']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['M-Pesa', 'mpesa', '+254700000001 to +254700000008'],
      ['Airtel Money', 'airtel-money', '+254730000001 to +254730000008'],
    ]);
    // One value per wallet: Kenya's M-Pesa is `mpesa` only (`safaricom` was a second one until version 2026-11-03).
    expect(Array.from(rows[0]!.querySelectorAll('td:nth-child(2) code')).map((code) => code.textContent)).toEqual(['mpesa']);
  });

  it('gives every market with mobile money a heading with its anchor, in the coverage data\'s order, and none to the others', () => {
    const {container} = render(<SandboxNumbers />);
    const ids = Array.from(container.querySelectorAll('h3')).map((heading) => heading.id);
    expect(ids).toEqual(MARKET_LIST.filter((market) => market.wallets.length > 0).map(sandboxNumbersAnchor));
    expect(ids).not.toContain(sandboxNumbersAnchor(MARKETS.ZA));
    expect(screen.getByRole('heading', {name: 'DR Congo (CDF, USD)'})).toHaveAttribute('id', 'test-numbers-cd');
  });

  it("names a wallet by the name readers may still know it by (Senegal's Mixx by Yas, formerly Free Money), with its own numbers", () => {
    render(<SandboxNumbers />);
    const row = within(tableOf(screen.getByRole('heading', {name: 'Senegal (XOF)'}))).getByRole('row', {name: /Mixx by Yas/});
    expect(row).toHaveTextContent('Mixx by Yas (formerly Free Money)');
    expect(row).toHaveTextContent('mixx-by-yas');
    expect(row).toHaveTextContent('+221760000001 to +221760000008');
  });
});
