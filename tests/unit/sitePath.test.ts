import {sitePath} from '@site/src/format/path';

describe('a path of this site as a link writes it (sitePath)', () => {
  it.each([
    ['//docs/webhooks', '/docs/webhooks'],
    ['/fr//docs/webhooks', '/fr/docs/webhooks'],
    ['///x', '/x'],
    ['/fr/docs///webhooks//', '/fr/docs/webhooks/'],
    ['/\\evil.example', '/evil.example'],
    ['//\\/evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    // React Router decodes %09, %0A, %0D...; a browser drops tabs and line breaks from a link before reading it.
    ['/\t/evil.example/..%2F..%2Fdocs/webhooks', '/evil.example/..%2F..%2Fdocs/webhooks'],
    ['/\n/evil.example', '/evil.example'],
    ['/\r\n\t/\\evil.example', '/evil.example'],
    ['\t//evil.example', '/evil.example'],
    ['/\u0000/\u001f/\u007f/evil.example', '/evil.example'],
  ])('never starts a link with // (another host): %s is %s', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
  });

  it.each([['/'], ['/fr/'], ['/docs/webhooks'], ['/fr/%2F%2Fdocs'], ['/a\\b']])('leaves %s as it is', (path) => {
    expect(sitePath(path)).toBe(path);
  });
});
