import { type SavedPlace, type SavedPlaceInput, savedPlaceBody } from '@core/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { SkeletonList } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useCompanyMay } from '@web/features/companies';
import { PlaceField, placeProblemOf } from '@web/features/geo';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeletePlace, useSavedPlaces, useSavePlace } from './api';

type PlaceValues = z.output<typeof savedPlaceBody>;
const fields = ['name', 'address', 'contactName', 'contactPhone', 'openingHours', 'notes'] as const;

/**
 * Saved places (profile, clients): yards, depots and customers with their contact, opening hours and
 * notes for the driver, picked in one tap in the request's place fields.
 */
export function SavedPlacesCard() {
  const { t } = useLingui();
  const places = useSavedPlaces();
  const remove = useDeletePlace();
  // A company's places are changed by members whose role may order (the server refuses the others).
  const mayEdit = useCompanyMay('order');
  const [dialog, setDialog] = useState<{ open: boolean; place: SavedPlace | null }>({
    open: false,
    place: null,
  });

  const onDelete = (place: SavedPlace) =>
    remove.mutate(place.id, {
      onSuccess: () => toast({ title: t`Place removed`, description: place.name }),
      onError: (err) =>
        toast({
          title: t`Could not remove the place`,
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });

  return (
    <RegionCard
      title={t`Saved places`}
      titleId="saved-places-title"
      description={t`Yards and customers you move trucks between: pick them in one tap when you request a move.`}
    >
      <QueryGate
        query={places}
        pending={<SkeletonList label={t`Loading your saved places`} className="gap-2" itemClassName="h-16" />}
        errorPrefix={t`We could not load your saved places`}
        errorClassName="gap-2"
      >
        {(list) => (
          <div className="grid gap-3">
            {list.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No saved places yet.</Trans>
              </p>
            ) : (
              <ul className="grid gap-2">
                {list.map((place) => {
                  const name = place.name;
                  const hours = place.openingHours;
                  return (
                    <li
                      key={place.id}
                      className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
                    >
                      <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-semibold text-slate-900">{place.name}</p>
                        <p className="text-slate-700">{place.address}</p>
                        {hours ? (
                          <p className="text-slate-500">
                            <Trans>Open {hours}</Trans>
                          </p>
                        ) : null}
                        {place.contactName || place.contactPhone ? (
                          <p className="text-slate-500">
                            {[place.contactName, place.contactPhone].filter(Boolean).join(' · ')}
                          </p>
                        ) : null}
                      </div>
                      <Button
                        hidden={!mayEdit}
                        variant="ghost"
                        size="icon"
                        aria-label={t`Edit ${name}`}
                        onClick={() => setDialog({ open: true, place })}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        hidden={!mayEdit}
                        variant="ghost"
                        size="icon"
                        aria-label={t`Remove ${name}`}
                        disabled={remove.isPending}
                        onClick={() => onDelete(place)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            <Button
              hidden={!mayEdit}
              variant="outline"
              onClick={() => setDialog({ open: true, place: null })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              <Trans>Add a place</Trans>
            </Button>
          </div>
        )}
      </QueryGate>
      <Dialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog.place ? t`Edit place` : t`Add a place`}</DialogTitle>
            <DialogDescription>
              <Trans>What a driver needs there: who to ask for, when it is open.</Trans>
            </DialogDescription>
          </DialogHeader>
          <PlaceForm place={dialog.place} onDone={() => setDialog((d) => ({ ...d, open: false }))} />
        </DialogContent>
      </Dialog>
    </RegionCard>
  );
}

function PlaceForm({ place, onDone }: { place: SavedPlace | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSavePlace();
  const [candidates, setCandidates] = useState<ReturnType<typeof placeProblemOf>>(null);
  const { form, formError, onSubmit } = useAppForm<SavedPlaceInput, PlaceValues>({
    resolver: zodResolver(savedPlaceBody),
    defaultValues: {
      name: place?.name ?? '',
      address: place?.address ?? '',
      contactName: place?.contactName ?? '',
      contactPhone: place?.contactPhone ?? '',
      openingHours: place?.openingHours ?? '',
      notes: place?.notes ?? '',
    },
    fields,
    conflictField: 'name',
    sayAboveWhenPlaced: false,
    send: async (values) => {
      try {
        await save.mutateAsync({ id: place?.id, body: values });
      } catch (err) {
        setCandidates(placeProblemOf(err));
        throw err;
      }
      toast({ title: place ? t`Place updated` : t`Place saved`, description: values.name });
      onDone();
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        label={t`Name`}
        placeholder={t`North yard`}
        error={errors.name?.message}
        {...register('name')}
      />
      <PlaceField
        id="saved-place-address"
        label={t`Address`}
        value={watch('address') ?? ''}
        inputProps={register('address')}
        onPick={(address) => {
          setValue('address', address, { shouldValidate: Boolean(errors.address) });
          setCandidates(null);
        }}
        error={errors.address?.message}
        candidates={candidates?.candidates.address}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Contact`}
          autoComplete="off"
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <TextField
          label={t`Contact phone`}
          type="tel"
          autoComplete="off"
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
      </div>
      <TextField
        label={t`Opening hours`}
        placeholder={t`Mon–Fri 6 AM–6 PM`}
        error={errors.openingHours?.message}
        {...register('openingHours')}
      />
      <TextAreaField
        label={t`Notes for the driver`}
        placeholder={t`Gate code, where the keys are, who signs`}
        maxLength={1000}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
          {place ? t`Save changes` : t`Save place`}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
