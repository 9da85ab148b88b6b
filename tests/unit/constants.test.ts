import * as C from '@site/src/constants';
import {STATS} from '@site/src/data/figures';

// The spec's constants table (SPEC.md section 9), checked value by value.
describe('constants', () => {
  it('match the specification', () => {
    expect(C.HERO_INTERVAL_MS).toBe(6000);
    expect(C.SERVICES_INTERVAL_MS).toBe(3000);
    expect(C.SERVICES_VISIBLE_LOGOS).toBe(4);
    expect(C.NAV_COMPACT_THRESHOLD_PX).toBe(80);
    expect(C.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(C.OFFICE_COUNT).toBe(6);
    expect(C.PARTNER_LOGO_COUNT).toBe(16);
    expect(C.MENU_GROUP_COUNT).toBe(6);
    expect(C.STATS_ANIMATION_MS).toBe(2000);
    expect(C.STATS_VISIBILITY_THRESHOLD).toBe(0.5);
    expect(STATS).toEqual({countries: 24, merchantsAndAgents: 1000000, transactionSuccessRatePercent: 99.5});
    // 24: the markets of src/data/marketCodes.ts (tests/unit/coverage.test.ts checks every count follows them).
    expect(C.LEGACY_API).toEqual({version: 'v1', sunset: '2023-09-30', migrateTo: 'v3'});
    expect(C.GROWTH_BUDGET).toEqual({amountUsd: 3000, per: 'year'});
    expect(C.SAMPLE_PAYMENT).toEqual({amount: 1000, currency: 'KES'});
  });
});
