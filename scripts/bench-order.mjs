/**
 * The order the benchmark (scripts/bench.mjs) measures the routes in: each page beside its twin in every other
 * locale (/docs/x, /fr/docs/x), and round after round over every page. Simulated throttling multiplies the main
 * thread's real work, so a busy stretch of the machine (its CPU index moved from 2,500 to 1,000 within one sweep)
 * raises every figure measured during it: measured locale after locale, one language took the busy stretch and
 * looked slower than the other.
 */
export function measurementOrder(routeList, localeDirs) {
  const prefixes = localeDirs.filter(Boolean).map((dir) => `/${dir}`);
  const localeOf = (route) => prefixes.find((prefix) => route === prefix || route.startsWith(`${prefix}/`)) ?? '';
  const pageOf = (route) => route.slice(localeOf(route).length) || '/';
  const groups = new Map();
  for (const route of routeList) groups.set(pageOf(route), [...(groups.get(pageOf(route)) ?? []), route]);
  return [...groups.values()].flat();
}
