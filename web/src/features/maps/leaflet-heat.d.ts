// leaflet.heat ships no types: the one factory the heat map uses, added to Leaflet by the plugin.
import 'leaflet';

declare module 'leaflet' {
  interface HeatLayer extends Layer {
    setLatLngs(latlngs: [number, number, number][]): this;
  }
  interface HeatLayerOptions {
    radius?: number;
    blur?: number;
    maxZoom?: number;
    gradient?: Record<number, string>;
  }
  function heatLayer(latlngs: [number, number, number][], options?: HeatLayerOptions): HeatLayer;
}
