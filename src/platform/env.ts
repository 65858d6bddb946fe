/** Build identity injected by vite.config.ts: busts persisted caches and names the build. */
export const BUILD_ID: string = __BUILD_ID__;
export const BUILD_DATE: string = __BUILD_DATE__;
