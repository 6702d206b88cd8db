// The plugin itself: a classic script with no exports that extends the global L (see leaflet-heat.d.ts).
declare module 'leaflet.heat';
