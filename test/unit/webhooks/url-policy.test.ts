/** SSRF guard of the deployed mode: non-public addresses refused, IPv4-mapped IPv6 judged as IPv4; local mode accepts http. */
import { isNonPublicAddress, urlRefusal } from '#domains/webhooks/url-policy';

describe('webhook URL policy', () => {
  test('private, loopback, link-local, CGNAT and unique-local addresses are not public', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect([address, isNonPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111']) {
      expect([address, isNonPublicAddress(address)]).toEqual([address, false]);
    }
  });

  describe('deployed (no DYNAMODB_ENDPOINT)', () => {
    const saved = process.env.DYNAMODB_ENDPOINT;
    beforeAll(() => delete process.env.DYNAMODB_ENDPOINT);
    afterAll(() => {
      if (saved !== undefined) process.env.DYNAMODB_ENDPOINT = saved;
    });

    test('http, credentials and non-public literal addresses are refused; a public https address is accepted', async () => {
      expect(await urlRefusal('http://93.184.216.34/hook')).toBe('The url must use https.');
      expect(await urlRefusal('https://user:pw@93.184.216.34/hook')).toBe('The url may not carry credentials.');
      expect(await urlRefusal('https://169.254.169.254/latest/meta-data')).toBe('The url must resolve to public addresses only.');
      expect(await urlRefusal('https://[::1]:8443/hook')).toBe('The url must resolve to public addresses only.');
      expect(await urlRefusal('https://localhost/hook')).toBe('The url must resolve to public addresses only.');
      expect(await urlRefusal('https://93.184.216.34/hook')).toBeUndefined();
    });
  });

  test('locally, http to loopback is accepted, other schemes are not', async () => {
    const saved = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:8000';
    try {
      expect(await urlRefusal('http://127.0.0.1:9999/hook')).toBeUndefined();
      expect(await urlRefusal('ftp://127.0.0.1/hook')).toBe('The url must use http or https.');
      expect(await urlRefusal('not a url')).toBe('The url must be an absolute URL.');
    } finally {
      if (saved === undefined) delete process.env.DYNAMODB_ENDPOINT;
      else process.env.DYNAMODB_ENDPOINT = saved;
    }
  });
});
