import { Trans } from '@lingui/react/macro';
import { tileAttributionFor } from '@web/components/map/mapView';
import { ImageOff } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';

/**
 * The tile layer of a map page (tiles from MAP_TILE_URL) and the note shown when no tile could load: the
 * page stays usable with its markers and heat on the grey background.
 */
export function MapTiles({ tileUrl, maxZoom = 18 }: { tileUrl: string | null; maxZoom?: number }) {
  const [failed, setFailed] = useState(false);
  const loadedAny = useRef(false);
  const events = useMemo(
    () => ({
      tileload: () => {
        loadedAny.current = true;
        setFailed(false);
      },
      tileerror: () => {
        if (!loadedAny.current) setFailed(true);
      },
    }),
    [],
  );
  return (
    <>
      {tileUrl ? (
        <TileLayer
          url={tileUrl}
          attribution={tileAttributionFor(tileUrl)}
          maxZoom={maxZoom}
          eventHandlers={events}
        />
      ) : null}
      {failed || !tileUrl ? <NoTilesNote /> : null}
    </>
  );
}

function NoTilesNote() {
  return (
    <p className="pointer-events-none absolute top-2 left-2 z-[500] inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm">
      <ImageOff aria-hidden="true" className="h-3.5 w-3.5" />
      <Trans>Map background unavailable</Trans>
    </p>
  );
}
