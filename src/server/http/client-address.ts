/**
 * The one place that decides who is calling. With `TRUST_PROXY=0` (the default) the address is the
 * TCP peer's and every X-Forwarded-* header is ignored. Behind N proxies you run, each proxy appends
 * the address it received the request from, so the client is the N-th entry counted from the RIGHT:
 * anything to its left was written by the client itself and can be forged.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The value N proxies vouch for in a comma-separated forwarded list; null when there is none. */
export function trustedForwardedValue(header: string | undefined | null, hops: number): string | null {
  if (hops <= 0 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  // Fewer entries than hops: the request skipped an outer proxy; the left-most one is the farthest
  // address any of ours recorded (as proxy-addr/Express do).
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** The TCP peer's address, or '' when there is no socket (app.request() in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** The client's address: the socket's, or the one the trusted proxies recorded. */
export function clientAddress(c: Context, trustedHops: number): string {
  const forwarded = trustedForwardedValue(c.req.header('x-forwarded-for'), trustedHops);
  const address = forwarded ?? socketAddress(c);
  return normalizeAddress(address) || '127.0.0.1';
}

/** The protocol the client used: the URL's, or what the trusted proxies recorded. */
export function clientProtocol(c: Context, trustedHops: number): string {
  const forwarded = trustedForwardedValue(c.req.header('x-forwarded-proto'), trustedHops);
  if (forwarded && /^https?$/i.test(forwarded)) return forwarded.toLowerCase();
  return new URL(c.req.url).protocol.replace(':', '');
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) → `1.2.3.4`; a `[v6]:port` or `v4:port` loses the port. */
function normalizeAddress(address: string): string {
  let value = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  if (value.toLowerCase().startsWith('::ffff:') && value.includes('.')) value = value.slice(7);
  return value.slice(0, 64);
}
