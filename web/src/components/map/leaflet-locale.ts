import { t } from '@lingui/core/macro';
import L from 'leaflet';

/**
 * Leaflet's own words (the zoom buttons' names, the attribution's link title) in the reader's language.
 * Its options are global defaults read when a map is made, so each map calls this as it renders.
 */
export function localizeLeaflet(): void {
  L.Control.Zoom.prototype.options.zoomInTitle = t`Zoom in`;
  L.Control.Zoom.prototype.options.zoomOutTitle = t`Zoom out`;
  const title = t`A JavaScript library for interactive maps`.replace(/"/g, '&quot;');
  L.Control.Attribution.prototype.options.prefix = `<a href="https://leafletjs.com" title="${title}">Leaflet</a>`;
}
