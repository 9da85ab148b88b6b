/**
 * Where a key press moves the selection in a tab list (WAI-ARIA tabs pattern):
 * arrows step and wrap around, Home and End jump to the ends. Undefined for
 * any other key.
 */
export function tabTarget(key: string, index: number, count: number): number | undefined {
  const targets: Record<string, number> = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1};
  const target = targets[key];
  return target === undefined ? undefined : (target + count) % count;
}
