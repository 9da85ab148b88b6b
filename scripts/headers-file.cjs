/**
 * Reads a `_headers` file (static/_headers, copied to build/_headers), the
 * format Cloudflare Pages and Netlify read: a URL pattern on its own line,
 * then indented `Name: value` lines. As on Cloudflare Pages, every rule that
 * matches a path applies, in file order; a header set twice is joined with
 * ", "; an indented `! Name` line removes a header set by an earlier rule.
 * Patterns: `*` matches anything (slashes included), `:name` one segment.
 * Used by the local server (scripts/static-server.mjs), the build
 * (src/plugins/securityHeaders.ts) and the tests.
 * CommonJS so that the .mjs scripts, the TypeScript config and Jest can load it.
 */

/**
 * @typedef {{pattern: string, matcher: RegExp, headers: {name: string, value: string | null}[]}} HeaderRule
 * `value: null` is a `! Name` line (remove).
 */

/** @param {string} pattern */
function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * @param {string} text the file's content
 * @returns {HeaderRule[]}
 */
function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const where = `_headers line ${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`${where}: a rule starts with a path beginning with "/": ${line}`);
      rules.push({pattern: line, matcher: patternToRegExp(line), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: header line before any path`);
    const detach = /^!\s*([\w-]+)$/.exec(line.trim());
    if (detach) {
      rule.headers.push({name: detach[1], value: null});
      continue;
    }
    const header = /^([\w-]+):\s*(.+)$/.exec(line.trim());
    if (!header) throw new Error(`${where}: expected "Name: value" or "! Name": ${line.trim()}`);
    rule.headers.push({name: header[1], value: header[2]});
  }
  return rules;
}

/**
 * The headers a path gets, names in the file's spelling.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
function headersFor(rules, pathname) {
  /** @type {Map<string, {name: string, value: string}>} */
  const byKey = new Map();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const {name, value} of rule.headers) {
      const key = name.toLowerCase();
      if (value === null) byKey.delete(key);
      else byKey.set(key, {name, value: byKey.has(key) ? `${byKey.get(key).value}, ${value}` : value});
    }
  }
  return new Map([...byKey.values()].map(({name, value}) => [name, value]));
}

module.exports = {parseHeadersFile, headersFor};
