/**
 * Secrets the staff type into Configurações (the SMTP password today; the PSP secret and the A1
 * certificate's password next, issue 27) are stored encrypted: AES-256-GCM under a key derived from
 * the server's session secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret), never in the clear and
 * never sent back to the browser. A database copy alone does not reveal them.
 *
 * Rotating the session secret makes stored secrets unreadable (`openSecret` returns null): the screen
 * then asks for them again instead of failing.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'coders/secret-box', purpose, 32));
}

/** `v1:<iv>.<tag>.<ciphertext>` (base64url), bound to `purpose` so one box cannot open another's. */
export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${VERSION}:${[iv, tag, body].map((part) => part.toString('base64url')).join('.')}`;
}

/** The plain text, or null when it was sealed under another secret or purpose, or is not a sealed value. */
export function openSecret(serverSecret: string, purpose: string, sealed: string): string | null {
  const [version, rest] = sealed.split(':', 2);
  if (version !== VERSION || !rest) return null;
  const [iv, tag, body] = rest.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
