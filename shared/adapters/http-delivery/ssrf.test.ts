import { afterEach, describe, expect, it } from 'vitest';
import { isPrivateAddress, resolveTarget, UnsafeTarget } from './ssrf.ts';

describe('the SSRF guard', () => {
  afterEach(() => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
  });

  const refused = async (uri: string) => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    await expect(resolveTarget(uri), uri).rejects.toBeInstanceOf(UnsafeTarget);
  };

  it('refuses loopback in every spelling', async () => {
    for (const uri of [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://127.0.1/',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.0.0.1/',
      'http://127.255.255.254:8080/x',
      'http://[::1]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://0.0.0.0/',
      'http://0/',
    ])
      await refused(uri);
  });

  it('refuses private, link-local, shared, metadata and reserved addresses', async () => {
    for (const uri of [
      'http://10.0.0.1/',
      'http://10.255.255.255/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:a9fe:a9fe::1]/',
      'http://198.18.0.1/',
      'http://192.0.2.1/',
    ])
      await refused(uri);
  });

  it('refuses the 6to4 and NAT64 prefixes whole, in their compressed spellings too', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    for (const address of ['2002:7f00::1', '2002:a00::1', '2002::', '64:ff9b::1', '64:ff9b::', '64:ff9b::808:808'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const uri of ['http://[2002:7f00::1]/', 'http://[2002:a00::1]/', 'http://[64:ff9b::1]/']) await refused(uri);
  });

  it('allows public addresses, and everything when private targets are allowed', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
    expect((await resolveTarget('https://93.184.215.14/hook')).address).toBe('93.184.215.14');
    process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
    expect((await resolveTarget('http://127.1:9/x')).address).toBe('127.0.0.1');
  });

  it('refuses schemes other than http and https', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
    for (const uri of ['ftp://example.com/', 'file:///etc/passwd', 'gopher://127.0.0.1/']) {
      await expect(resolveTarget(uri)).rejects.toBeInstanceOf(UnsafeTarget);
    }
  });
});
