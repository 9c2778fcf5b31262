/**
 * What the analytics keep of a user agent: a device class and a browser family, nothing else.
 * Bots, crawlers, previews, monitors and headless browsers are recognised here and never counted.
 */
import type { DeviceClass } from '@shared/analytics/catalog';

const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|gtmetrix|phantom|puppeteer|playwright|selenium|webdriver|curl\/|wget|python|httpclient|http-client|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|facebookexternalhit|whatsapp|telegram|preview|monitor|pingdom|uptime|statuscake|datadog|feedfetcher|mediapartners|ahrefs|semrush|bingpreview|yandex|baidu/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return BOT.test(userAgent);
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function browserFamily(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Outro';
}
