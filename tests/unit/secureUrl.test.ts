import {secureUrl, siteKey} from '@site/src/config/secureUrl';

describe('addresses from the environment (forms service, portals, CSP reports)', () => {
  it('accept https URLs, and http only on this machine', () => {
    expect(secureUrl('FORMS_ENDPOINT', ' https://forms.example.com/v1/submit ')).toBe('https://forms.example.com/v1/submit');
    for (const local of ['http://localhost:8080/x', 'http://127.0.0.1:4000', 'http://[::1]:9000/']) expect(secureUrl('FORMS_ENDPOINT', local)).toBe(local);
    expect(secureUrl('FORMS_ENDPOINT', undefined)).toBe('');
    expect(secureUrl('FORMS_ENDPOINT', '  ')).toBe('');
  });

  it.each([
    ['http://forms.example.com/submit', /FORMS_ENDPOINT must be an https:\/\/ URL \(http:\/\/ is allowed only for localhost/],
    ['http://localhost.example.com/', /must be an https:\/\/ URL/],
    ['ftp://files.example.com/', /must be an https:\/\/ URL/],
    ['javascript:alert(1)', /must be an https:\/\/ URL/],
    ['forms.example.com/submit', /is not a URL/],
    ['https://user:secret@forms.example.com/', /must not carry a user name or password/],
  ])('refuse %s, naming the variable', (value, message) => {
    expect(() => secureUrl('FORMS_ENDPOINT', value)).toThrow(message);
  });

  it('the build fails on an http portal, naming its variable', () => {
    expect(() => secureUrl('PORTAL_SMS_URL', 'http://sms.example.org/sign-in')).toThrow(/^PORTAL_SMS_URL must be an https/);
  });
});

describe('a site key from the environment (TURNSTILE_SITE_KEY)', () => {
  it('is kept as given, trimmed, or empty when unset', () => {
    expect(siteKey('TURNSTILE_SITE_KEY', ' 0x4AAAAAAAB-c_12 ')).toBe('0x4AAAAAAAB-c_12');
    expect(siteKey('TURNSTILE_SITE_KEY', undefined)).toBe('');
  });

  it('refuses what could break out of the configuration it is written into, naming the variable', () => {
    expect(() => siteKey('TURNSTILE_SITE_KEY', '1x00"+alert(1)+"')).toThrow(/^TURNSTILE_SITE_KEY must be letters/);
  });
});
