import type { ClientParty } from '@core/companies';
import type { PlaceSite, SavedPlace, savedPlaceBody } from '@core/contracts/places';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companyForNew, requireActsFor, scopeOf } from '../../lib/company-access';
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
  unlessTaken(
    () =>
      unlessTaken(write, 'saved_places_company_name_unique', () =>
        conflict(
          'Your company already has a saved place with this name. Choose another name.',
          'duplicate_name',
        ),
      ),
    'saved_places_owner_name_unique',
    () => conflict('You already have a saved place with this name. Choose another name.', 'duplicate_name'),
  );

const partyOf = (r: SavedPlaceRow): ClientParty => ({ clientId: r.ownerId, companyId: r.companyId });

/**
 * A client's saved places; a company member's belong to the company (every member sees them, members
 * whose role may `order` add, edit and remove them). The address is resolved by the geo service like a request's (a place it
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

  /** A place the actor sees and whose role lets them change it. */
  async function editable(actor: SessionUser, id: string) {
    const row = isUuid(id) ? await placesRepo.find(db, scopeOf(actor), id) : undefined;
    if (!row) throw notFound('Saved place not found');
    requireActsFor(actor, partyOf(row), 'order');
  }

  return {
    async list(actor: SessionUser): Promise<SavedPlace[]> {
      return (await placesRepo.list(db, scopeOf(actor))).map(toSavedPlace);
    },

    async add(actor: SessionUser, input: SavedPlaceBody): Promise<SavedPlace> {
      const owner = { ownerId: actor.id, companyId: companyForNew(actor) };
      const place = await resolved(input);
      return toSavedPlace(await guardDuplicateName(() => placesRepo.insert(db, owner, place)));
    },

    async update(actor: SessionUser, id: string, input: SavedPlaceBody): Promise<SavedPlace> {
      await editable(actor, id);
      const place = await resolved(input);
      const row = await guardDuplicateName(() => placesRepo.update(db, scopeOf(actor), id, place));
      if (!row) throw notFound('Saved place not found');
      return toSavedPlace(row);
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      await editable(actor, id);
      if (!(await placesRepo.delete(db, scopeOf(actor), id))) throw notFound('Saved place not found');
    },

    /** Used by the jobs domain: the site details of one of the client's (or their company's) saved places. */
    async siteOf(actor: SessionUser, id: string, field: string): Promise<PlaceSite> {
      const row = isUuid(id) ? await placesRepo.find(db, scopeOf(actor), id) : undefined;
      if (!row) {
        throw badRequest('Choose one of your own saved places.', 'unknown_saved_place', {
          [field]: 'Not one of your saved places',
        });
      }
      requireActsFor(actor, partyOf(row), 'order');
      return toSite(row);
    },

    deleteAllFor: (ownerId: string) => placesRepo.deleteAllForOwner(db, ownerId),
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
