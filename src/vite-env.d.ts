/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/info" />

/** Build id (busts the persisted query cache) and ISO build date, injected by vite.config.ts. */
declare const __BUILD_ID__: string;
declare const __BUILD_DATE__: string;
