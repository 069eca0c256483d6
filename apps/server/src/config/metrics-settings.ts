import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Who may read /metrics (platform/metrics): a bearer secret, networks, or both; neither: nobody. */
export const metricsSettings = {
  /** The scraper sends `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
  /** Addresses or CIDR ranges (comma-separated) that may read /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .refine((value) => parseNetworks(value) !== undefined, {
      message: 'must be IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
    })
    .optional(),
};

/** The networks of METRICS_ALLOW as a BlockList (used as an allow list), or undefined when one is malformed. */
export function parseNetworks(value: string): BlockList | undefined {
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) return undefined;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) return undefined;
    list.addSubnet(address, bits, type);
  }
  return list;
}
