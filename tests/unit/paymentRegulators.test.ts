/**
 * @jest-environment node
 *
 * The regulators the terms and security pages name (src/features/coverage/data/paymentRegulators.ts):
 * one for each market, and the franc zone's two central banks for exactly the markets that pay in
 * their currency (the BCEAO for the UEMOA's XOF, the BEAC with the COBAC for the CEMAC's XAF).
 */
import {PAYMENT_REGULATORS} from '@site/src/features/coverage/data/paymentRegulators';
import {MARKET_CODES, MARKET_LIST} from '@site/src/features/coverage/data/markets';

describe('payment regulators', () => {
  it('name one regulator for every market, and no market twice', () => {
    const listed = PAYMENT_REGULATORS.flatMap((regulator) => regulator.markets);
    expect([...listed].sort()).toEqual([...MARKET_CODES].sort());
  });

  it('give each monetary union the markets that pay in its currency', () => {
    for (const {union, markets, abbreviation} of PAYMENT_REGULATORS.filter((regulator) => regulator.union)) {
      expect([abbreviation, [...markets].sort()]).toEqual([abbreviation, MARKET_LIST.filter((market) => market.currency.code === union!.currency).map((market) => market.code).sort()]);
    }
    expect(PAYMENT_REGULATORS.map((regulator) => regulator.abbreviation)).toEqual(expect.arrayContaining(['BCEAO', 'BEAC', 'CBK', 'CBN', 'BoG']));
    expect(PAYMENT_REGULATORS.find((regulator) => regulator.abbreviation === 'BEAC')?.with?.abbreviation).toBe('COBAC');
  });

  it('have distinct abbreviations (the table\'s rows and the security page\'s list are keyed by them)', () => {
    const abbreviations = PAYMENT_REGULATORS.flatMap((regulator) => [regulator.abbreviation, ...(regulator.with ? [regulator.with.abbreviation] : [])]);
    expect(new Set(abbreviations).size).toBe(abbreviations.length);
  });
});
