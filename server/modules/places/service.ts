import type { PlaceSite, SavedPlace, savedPlaceBody } from '@core/contracts/places';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unlessTaken } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { GeoService } from '../geo/service';
import { placesRepo, type SavedPlaceRow } from './repo';

type SavedPlaceBody = z.output<typeof savedPlaceBody>;

const toSite = (r: SavedPlaceRow): PlaceSite => ({
  name: r.name,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  openingHours: r.openingHours,
  notes: r.notes,
});

const toSavedPlace = (r: SavedPlaceRow): SavedPlace => ({
  ...toSite(r),
  id: r.id,
  address: r.address,
  city: r.city,
  state: r.state,
  zip: r.zip,
  lat: r.lat,
  lng: r.lng,
});

const guardDuplicateName = <T>(write: () => Promise<T>) =>
  unlessTaken(write, 'saved_places_owner_name_unique', () =>
    conflict('You already have a saved place with this name. Choose another name.', 'duplicate_name'),
  );

/**
 * A client's saved places. The address is resolved by the geo service like a request's (a place it
 * cannot put on the map is refused), so picking a saved place always gives a request the server accepts.
 */
export function createPlacesService(db: Db, geo: Pick<GeoService, 'place'>) {
  async function resolved(input: SavedPlaceBody) {
    const place = await geo.place('address', input.address);
    return {
      name: input.name,
      address: place.address,
      city: place.city,
      state: place.state,
      zip: place.zip,
      lat: place.lat,
      lng: place.lng,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      openingHours: input.openingHours,
      notes: input.notes,
    };
  }

  return {
    async list(actor: SessionUser): Promise<SavedPlace[]> {
      return (await placesRepo.listForOwner(db, actor.id)).map(toSavedPlace);
    },

    async add(actor: SessionUser, input: SavedPlaceBody): Promise<SavedPlace> {
      const place = await resolved(input);
      return toSavedPlace(await guardDuplicateName(() => placesRepo.insert(db, actor.id, place)));
    },

    async update(actor: SessionUser, id: string, input: SavedPlaceBody): Promise<SavedPlace> {
      if (!isUuid(id)) throw notFound('Saved place not found');
      const place = await resolved(input);
      const row = await guardDuplicateName(() => placesRepo.updateOwned(db, actor.id, id, place));
      if (!row) throw notFound('Saved place not found');
      return toSavedPlace(row);
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      if (!isUuid(id) || !(await placesRepo.deleteOwned(db, actor.id, id))) {
        throw notFound('Saved place not found');
      }
    },

    /** Used by the jobs domain: the site details of one of the client's own saved places. */
    async siteOf(actor: SessionUser, id: string, field: string): Promise<PlaceSite> {
      const row = isUuid(id) ? await placesRepo.findOwned(db, actor.id, id) : undefined;
      if (!row) {
        throw badRequest('Choose one of your own saved places.', 'unknown_saved_place', {
          [field]: 'Not one of your saved places',
        });
      }
      return toSite(row);
    },

    deleteAllFor: (ownerId: string) => placesRepo.deleteAllForOwner(db, ownerId),
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
