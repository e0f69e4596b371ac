/*
 * "Gives you a branded ordering site" but "gives you tableside ordering": a feature named after a
 * thing you can count takes an article in English; an activity, a plural or a mass noun does not.
 * Decided from the feature's last word (its head noun), so any vendor's feature reads right.
 */
import { article } from './pitch.words.js';

/** Head nouns of things a restaurant has one of: a site, an app, a kiosk, a dashboard. */
const COUNTABLE = new Set([
  'account',
  'app',
  'assistant',
  'booster',
  'bot',
  'builder',
  'button',
  'calendar',
  'card',
  'chatbot',
  'checklist',
  'code',
  'dashboard',
  'display',
  'editor',
  'feed',
  'form',
  'generator',
  'handheld',
  'hub',
  'inbox',
  'kiosk',
  'link',
  'map',
  'menu',
  'page',
  'planner',
  'platform',
  'portal',
  'printer',
  'profile',
  'program',
  'reader',
  'register',
  'report',
  'scanner',
  'scheduler',
  'screen',
  'site',
  'store',
  'system',
  'tablet',
  'template',
  'terminal',
  'timeclock',
  'tool',
  'tracker',
  'waitlist',
  'website',
  'widget',
]);

/** Words that already say which one ('your own site', 'a loyalty app', 'one dashboard'). */
const DETERMINER = /^(a|an|the|your|our|its|their|one|each|every|any|this|that|\d+)\b/i;

/** The feature with "a"/"an" before it when its head noun is a singular countable thing. */
export function featureWithArticle(feature: string): string {
  const words = feature.trim().split(/\s+/);
  const head = (words[words.length - 1] ?? '').toLowerCase().replace(/[^a-z-]/g, '');
  if (!head || DETERMINER.test(feature.trim()) || !COUNTABLE.has(head.split('-').pop()!)) return feature.trim();
  return `${article(feature.trim())} ${feature.trim()}`;
}
