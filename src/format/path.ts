/**
 * A path of this site as a link writes it: each run of slashes and
 * backslashes that holds a slash, or starts the path, becomes one slash.
 * A path made from the address the page was reached at (location.pathname:
 * /fr//docs/webhooks, which hosts serve as /fr/docs/webhooks) keeps its
 * doubled slashes, and a link starting with `//` (or `/\`, which browsers read
 * the same) is protocol-relative: it leads to another host. The path only: a
 * query or fragment may hold `//`.
 */
export function sitePath(path: string): string {
  return path.replace(/^[/\\]+|[/\\]*\/[/\\]*/g, '/');
}
