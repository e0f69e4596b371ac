/**
 * A whole number as a rep reads it in the product, grouped by thousands: 12,345. Written without
 * Intl: the first Intl formatter a page creates loads the browser's locale data, which holds up
 * the first paint of the landing page by tens of milliseconds on a phone.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}
