import type { LatLng } from '@core/sphere';

/** Driving directions to a position (product/platform §7): a link any phone or desktop opens. */
export const drivingDirectionsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}&travelmode=driving`;

/** The Apple-style maps link iOS opens in its own maps app. */
export const appleMapsUrl = ({ lat, lng }: LatLng) => `https://maps.apple.com/?daddr=${lat},${lng}&dirflg=d`;

/** A position in a maps service and in a navigation service (the current-location page's links). */
export const mapsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
export const navigationUrl = ({ lat, lng }: LatLng) => `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`;

/** product/platform §7: on iOS the Apple link first, the other 300 ms later. */
export const IOS_SECOND_LINK_DELAY_MS = 300;

export function isIos(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /iPad|iPhone|iPod/.test(userAgent);
}

/** Opens directions to a position in a new tab (two links on iOS, as the product docs say). */
export function openDirections(
  to: LatLng,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
) {
  if (isIos()) {
    open(appleMapsUrl(to));
    setTimeout(() => open(drivingDirectionsUrl(to)), IOS_SECOND_LINK_DELAY_MS);
    return;
  }
  open(drivingDirectionsUrl(to));
}
