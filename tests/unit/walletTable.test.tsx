import React from 'react';
import {render, screen, within} from '@testing-library/react';
import WalletTable, {walletRows} from '@site/src/features/coverage/WalletTable';
import {MARKET_LIST, WALLET_IDS} from '@site/src/features/coverage/data/markets';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);

describe("WalletTable (the mobile money guide's wallets)", () => {
  it('has a row for every `wallet` value the data (and so the contract) takes, and the columns wallet, value, countries', () => {
    render(<WalletTable />);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Wallet', 'wallet value', 'Countries']);
    expect(rows().map((row) => cells(row)[1]).sort()).toEqual([...WALLET_IDS].sort());
  });

  it('lists each wallet with every country of the data that takes it, and puts the most widespread first', () => {
    render(<WalletTable />);
    const counts = rows().map((row) => MARKET_LIST.filter((market) => market.wallets.includes(cells(row)[1] as never)).length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const orange = rows().find((row) => cells(row)[1] === 'orange-money')!;
    expect(cells(orange)[2]).toMatch(/^(?:[A-Z][^,]*, )+[A-Z][^,]* and [A-Z].*$/);
    for (const country of ['Senegal', "Côte d'Ivoire", 'Cameroon', 'Madagascar']) expect(cells(orange)[2]).toContain(country);
  });

  it('has no row for a value the API no longer takes, and names a renamed wallet by its former names', () => {
    render(<WalletTable />);
    expect(rows().find((row) => cells(row)[1] === 'safaricom')).toBeUndefined();
    expect(cells(rows().find((row) => cells(row)[1] === 'mpesa')!)[0]).toBe('M-Pesa');
    expect(cells(rows().find((row) => cells(row)[1] === 'mixx-by-yas')!)[0]).toBe('Mixx by Yas (formerly Free Money, T-Money)');
  });
});

describe('WalletTable: order without run-time collation', () => {
  it('orders countries and equally widespread wallets as localeCompare does, without calling it', () => {
    const compare = jest.spyOn(String.prototype, 'localeCompare');
    const rows = walletRows();
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    for (const row of rows) expect(row.countries).toEqual([...row.countries].sort((a, b) => a.localeCompare(b, 'en')));
    for (const [a, b] of rows.slice(1).map((row, index) => [rows[index]!, row] as const))
      if (a.countries.length === b.countries.length) expect(a.name.localeCompare(b.name, 'en')).toBeLessThan(0);
  });
});
