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
  ])('never starts a link with // (another host): %s is %s', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
  });

  it.each([['/'], ['/fr/'], ['/docs/webhooks'], ['/fr/%2F%2Fdocs'], ['/a\\b']])('leaves %s as it is', (path) => {
    expect(sitePath(path)).toBe(path);
  });
});
