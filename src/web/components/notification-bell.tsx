/** Notification bell placeholder; replaced by the notifications work (badge, list, realtime). */
export function NotificationBell() {
  return null;
}
