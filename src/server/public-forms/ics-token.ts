/**
 * The .ics link of a booking carries an HMAC of the appointment id, so only the person who booked
 * (who received the link) can download it; appointment ids alone reveal nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signIcsToken(secret: string, appointmentId: string): string {
  return createHmac('sha256', secret).update(`booking-ics:${appointmentId}`).digest('base64url');
}

export function verifyIcsToken(secret: string, appointmentId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(signIcsToken(secret, appointmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const icsPath = (secret: string, appointmentId: string) =>
  `/api/public/bookings/${appointmentId}/ics?token=${signIcsToken(secret, appointmentId)}`;
