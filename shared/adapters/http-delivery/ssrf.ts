import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { config } from '../../kernel/config.ts';

/**
 * The SSRF guard (docs/api.md §7): with private targets not allowed, a callback uri whose
 * host is, or resolves to, a loopback, private, link-local, shared, reserved or metadata
 * address is refused, whatever its spelling. WHATWG URL parsing first brings every IPv4
 * spelling (`127.1`, `0x7f000001`, `2130706433`, `0177.0.0.1`) to dotted form.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
  ['2001::', 23],
  // NAT64 for local use (RFC 8215): never a public destination.
  ['64:ff9b:1::', 48],
  // NAT64 (RFC 6052) and 6to4 (RFC 3056) carry an IPv4 address in a form as varied as IPv6's
  // spelling (`[64:ff9b::1]`, `[2002:7f00::1]`): no callback needs either, so the prefixes go whole.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/**
 * IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), translated
 * (::ffff:0:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
 */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const prefixes = '(?:::ffff:0:|::ffff:|::|64:ff9b::)';
  const dotted = new RegExp(`^${prefixes}(\\d+\\.\\d+\\.\\d+\\.\\d+)$`).exec(lower);
  if (dotted) return dotted[1];
  const hex = new RegExp(`^${prefixes}([0-9a-f]{1,4}):([0-9a-f]{1,4})$`).exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (!parts) return undefined;
  const high = parseInt(parts[1]!, 16);
  const low = parseInt(parts[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is loopback, private, link-local, metadata or another non-public range, in any spelling. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version === 6) {
    const v4 = embeddedIpv4(address);
    return (v4 !== undefined && blocked.check(v4, 'ipv4')) || blocked.check(address, 'ipv6');
  }
  return true;
}

/** A callback uri the guard refuses. */
export class UnsafeTarget extends Error {}

/** Whether private targets are allowed (locally, by default). */
export const allowPrivateTargets = () => config.webhookAllowPrivate;

/**
 * The address to connect to for a callback uri, after the guard: every address the host
 * resolves to must be public (unless private targets are allowed). Connecting to the
 * checked address, not the name again, closes the DNS-rebinding gap.
 */
export async function resolveTarget(uri: string): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const url = new URL(uri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTarget('the uri must be http or https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new UnsafeTarget(`the host ${host} does not resolve`);
      });
  if (!allowPrivateTargets()) {
    if (/(^|\.)localhost\.?$/i.test(host)) throw new UnsafeTarget('the uri names a loopback host');
    // Only the web's ports: a callback must not turn delivery.list into a port scanner.
    if (url.port !== '' && url.port !== '80' && url.port !== '443')
      throw new UnsafeTarget('the uri must use port 80 or 443');
    const unsafe = addresses.find((a) => isPrivateAddress(a.address));
    if (unsafe) throw new UnsafeTarget(`the uri's host is a private, loopback or reserved address (${unsafe.address})`);
  }
  const first = addresses[0];
  if (!first) throw new UnsafeTarget(`the host ${host} does not resolve`);
  return { url, address: first.address, family: first.family as 4 | 6 };
}
