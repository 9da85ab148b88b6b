/**
 * A path of this site as a link writes it: control characters dropped, then
 * each run of slashes and backslashes that holds a slash, or starts the path,
 * becomes one slash.
 * A path made from the address the page was reached at (location.pathname:
 * /fr//docs/webhooks, which hosts serve as /fr/docs/webhooks) keeps its
 * doubled slashes, and a link starting with `//` (or `/\`, which browsers read
 * the same) is protocol-relative: it leads to another host. React Router
 * decodes the address's path (%09 becomes a tab), and a browser reading a link
 * drops tabs and line breaks before anything else: `/<tab>/evil.example` would
 * be `//evil.example`. So every C0 control character and DEL goes first (a
 * browser percent-encodes the others; none belongs in a path of this site).
 * The path only: a query or fragment may hold `//`.
 */
export function sitePath(path: string): string {
  // eslint-disable-next-line no-control-regex
  return path.replace(/[\u0000-\u001f\u007f]+/g, '').replace(/^[/\\]+|[/\\]*\/[/\\]*/g, '/');
}
