/**
 * The sandbox's mobile money test numbers (docs/sandbox.mdx and its French
 * twin draw them with src/features/coverage/SandboxNumbers): for each market
 * with mobile money, for each of its wallets, the number without its last
 * digit. The last digit, 1 to 6, picks the outcome (success, insufficient
 * funds, timeout, rejected by the customer, wallet unavailable, invalid
 * number), so `'+25470000000'` gives `+254700000001` to `+254700000006`.
 *
 * Each number follows its country's numbering: the market's calling code, the
 * length of its example number (markets.ts) and an operator prefix of the
 * wallet's network (Yas Senegal 76, MVola 034, Celtiis 0140, Africell 090).
 * Plain data; tests/unit/coverageConsistency.test.ts checks it against the markets.
 */
import type {MarketCode, WalletId} from './markets';
import {SANDBOX_OUTCOMES} from './sandboxOutcomes';

/** A test number without its last digit (the outcome digit). */
export type TestNumberPrefix = `+${number}`;

/** The digits that end a test number, in the order of their outcomes (the sandbox page's table, ./sandboxOutcomes.ts). */
export const OUTCOME_DIGITS = SANDBOX_OUTCOMES.map((outcome) => outcome.digit);

export const SANDBOX_NUMBERS: Partial<Record<MarketCode, Partial<Record<WalletId, TestNumberPrefix>>>> = {
  KE: {mpesa: '+25470000000', 'airtel-money': '+25473000000'},
  UG: {'mtn-momo': '+25677000000', 'airtel-money': '+25670000000'},
  TZ: {mpesa: '+25575000000', 'airtel-money': '+25568000000'},
  RW: {'mtn-momo': '+25078000000', 'airtel-money': '+25073000000'},
  ET: {mpesa: '+25170000000'},
  MW: {'tnm-mpamba': '+26588000000', 'airtel-money': '+26599000000'},
  ZM: {'mtn-momo': '+26096000000', 'airtel-money': '+26097000000', zamtel: '+26095000000'},
  MZ: {mpesa: '+25884000000'},
  MG: {mvola: '+26134000000', 'orange-money': '+26132000000', 'airtel-money': '+26133000000'},
  NG: {glo: '+234805000000', 'mtn-momo': '+234803000000'},
  GH: {'mtn-momo': '+23324000000', 'airtel-money': '+23327000000'},
  SN: {'orange-money': '+22177000000', wave: '+22178000000', 'mixx-by-yas': '+22176000000'},
  CI: {'orange-money': '+225070000000', 'mtn-momo': '+225050000000', 'moov-money': '+225010000000', wave: '+225075000000'},
  ML: {'orange-money': '+2237000000', 'moov-money': '+2236600000', wave: '+2237700000'},
  BF: {'orange-money': '+2267500000', 'moov-money': '+2267000000', wave: '+2266600000'},
  BJ: {'mtn-momo': '+229019600000', 'moov-money': '+229019400000', 'celtiis-cash': '+229014000000'},
  TG: {flooz: '+2289900000', 'mixx-by-yas': '+2289000000'},
  GN: {'orange-money': '+22462000000', 'mtn-momo': '+22466000000'},
  CM: {'mtn-momo': '+23767000000', 'orange-money': '+23769000000'},
  GA: {'airtel-money': '+2417700000', 'moov-money': '+2416200000'},
  CG: {'mtn-momo': '+24206000000', 'airtel-money': '+24205000000'},
  CD: {mpesa: '+24381000000', 'airtel-money': '+24399000000', 'orange-money': '+24389000000', afrimoney: '+24390000000'},
};

/** A wallet's test numbers in a market: the first (success) and the last (invalid number); undefined where it has none. */
export function testNumberRange(market: MarketCode, wallet: WalletId): {first: string; last: string} | undefined {
  const prefix = SANDBOX_NUMBERS[market]?.[wallet];
  return prefix && {first: `${prefix}${OUTCOME_DIGITS[0]}`, last: `${prefix}${OUTCOME_DIGITS[OUTCOME_DIGITS.length - 1]}`};
}
