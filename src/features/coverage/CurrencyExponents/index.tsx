import React, {type ReactNode} from 'react';
import {currenciesOf, MARKET_LIST, MINOR_UNITS, toMinorUnits, type CurrencyCode} from '@site/src/features/coverage/data/markets';
import {compareMarkets, countryName} from '@site/src/features/coverage/data/countryName';
import {formatList} from '@site/src/format/list';
import {formatInteger} from '@site/src/format/number';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import * as COPY from './copy';

/** The amount the last column converts, in the main unit. */
const EXAMPLE_AMOUNT = 1000;

/**
 * Each currency the API takes, with its ISO 4217 exponent and what an amount of the
 * main unit is sent as, in the minor unit (`amount` is a whole number of it),
 * and the countries that pay in it: all from the market data
 * (src/features/coverage/data/markets.ts, MINOR_UNITS), which the contract's
 * `Currency` schema equals. Rendered at build time.
 */
export default function CurrencyExponents(): ReactNode {
  const codes = Object.keys(MINOR_UNITS) as CurrencyCode[];
  const countriesOf = (code: CurrencyCode) =>
    MARKET_LIST.filter((market) => currenciesOf(market).some((currency) => currency.code === code))
      .map((market) => market.code)
      .sort(compareMarkets)
      .map(countryName);
  return (
    <ScrollableTable data-currency-exponents="">
      <thead>
        <tr>
          <th>{COPY.currency}</th>
          <th>{COPY.exponent}</th>
          <th>{COPY.thousandIs(formatInteger(EXAMPLE_AMOUNT))}</th>
          <th>{COPY.countries}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code}>
            <td>
              <code>{code}</code>
            </td>
            <td>{MINOR_UNITS[code]}</td>
            <td>
              <code>{toMinorUnits(EXAMPLE_AMOUNT, code)}</code>
            </td>
            <td>{formatList(countriesOf(code))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
