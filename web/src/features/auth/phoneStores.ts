/** Names of what a person's use leaves on the phone (deleted when they leave: forgetOnPhone.ts). */

/** The driver's pages' copy on the phone for a dead zone, with their queued positions and messages (features/offline). */
export const KEPT_DB = 'pathway-offline';

/** The service worker's cache of the driver's own photos and documents it has shown (vite.config.ts). */
export const FILES_CACHE = 'pathway-files';
