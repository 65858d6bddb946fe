/** Messages between the app and its service worker (postMessage `{ type, ... }`). */
export const SW_MESSAGES = {
  /** app → worker: activate the waiting worker now (the shopper accepted the update) */
  skipWaiting: 'SKIP_WAITING',
  /** app → worker: cache these content files of the active site (labels, navigation, home) */
  warmContent: 'WARM_CONTENT',
} as const;

export interface WarmContentMessage {
  type: typeof SW_MESSAGES.warmContent;
  urls: string[];
}
