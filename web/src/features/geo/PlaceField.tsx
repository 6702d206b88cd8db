import type { SavedPlace } from '@core/contracts/places';
import { PLACE_QUERY_MIN_LENGTH, type ResolvedPlace } from '@core/places';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@web/components/ui/form-field';
import { useSettled } from '@web/hooks/useSettled';
import { cn } from '@web/lib/utils';
import { Bookmark, MapPin } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { placeSuggestionsQuery } from './api';

/** How long typing must pause before suggestions are asked for. */
export const PLACE_SUGGEST_DEBOUNCE_MS = 250;
const SAVED_SHOWN = 4;

interface PlaceOption {
  key: string;
  address: string;
  /** A saved place's name, shown above its address. */
  name: string | null;
  savedPlaceId: string | null;
}

export interface PlaceFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The field's current text (watched), for the suggestions. */
  value: string;
  /** The form's registration of the input; picking sets the value through `onPick`. */
  inputProps: UseFormRegisterReturn;
  /** A suggestion, a saved place or a candidate was picked: its address, and the saved place's id. */
  onPick: (address: string, savedPlaceId: string | null) => void;
  /** The person typed: a saved place picked before no longer applies. */
  onType?: () => void;
  error?: string;
  /** The places the server found for an ambiguous name, to pick one from. */
  candidates?: readonly ResolvedPlace[];
  /** The client's saved places, offered first. */
  saved?: readonly SavedPlace[];
  /** Beside the input, e.g. a "use my location" button. */
  end?: ReactNode;
  'aria-describedby'?: string;
}

function savedMatching(saved: readonly SavedPlace[], text: string): PlaceOption[] {
  const t = text.trim().toLowerCase();
  return saved
    .filter((p) => t === '' || p.name.toLowerCase().includes(t) || p.address.toLowerCase().includes(t))
    .slice(0, SAVED_SHOWN)
    .map((p) => ({ key: `saved-${p.id}`, address: p.address, name: p.name, savedPlaceId: p.id }));
}

/**
 * The one place field: type-ahead suggestions of places the server can put on the map (the gazetteer
 * offline, the geocoder when configured), the client's saved places first, and the candidates of a
 * name several places share. A combobox: arrows move, Enter picks, Escape closes.
 */
export function PlaceField({
  id,
  label,
  placeholder,
  value,
  inputProps,
  onPick,
  onType,
  error,
  candidates = [],
  saved = [],
  end,
  'aria-describedby': describedBy,
}: PlaceFieldProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = useSettled(value.trim(), PLACE_SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...placeSuggestionsQuery(query),
    enabled: open && query.length >= PLACE_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
  const fromServer: PlaceOption[] = (suggestions.data ?? []).map((p) => ({
    key: `place-${p.address}`,
    address: p.address,
    name: null,
    savedPlaceId: null,
  }));
  const options = [...savedMatching(saved, value), ...fromServer];
  const looking = suggestions.isFetching && fromServer.length === 0;
  const showList = open && (options.length > 0 || looking || value.trim().length >= PLACE_QUERY_MIN_LENGTH);

  const pick = (option: { address: string; savedPlaceId: string | null }) => {
    onPick(option.address, option.savedPlaceId);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="relative grid gap-2">
      <TextField
        id={id}
        label={label}
        placeholder={placeholder ?? t`Address, city, state or ZIP`}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        error={error}
        end={end}
        {...inputProps}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          onType?.();
          return inputProps.onChange(event);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          return inputProps.onBlur(event);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t`${label} suggestions`}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <PlaceOptionRow
            key={option.key}
            id={optionId(i)}
            option={option}
            active={i === active}
            onPick={() => pick(option)}
          />
        ))}
        {options.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-slate-500">
            {looking || suggestions.isPending
              ? t`Looking up places…`
              : suggestions.isError
                ? t`Suggestions are unavailable right now. Type the city, state and ZIP.`
                : t`No places found. Try a ZIP code or "City, ST".`}
          </p>
        ) : null}
      </div>
      <PlaceCandidates candidates={candidates} onPick={(address) => pick({ address, savedPlaceId: null })} />
    </div>
  );
}

/** The places the server found for a name several places share, to pick one. */
function PlaceCandidates({
  candidates,
  onPick,
}: {
  candidates: readonly ResolvedPlace[];
  onPick: (address: string) => void;
}) {
  if (candidates.length === 0) return null;
  return (
    <fieldset className="grid gap-1.5 rounded-xl border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-medium text-amber-900">
        <Trans>Which one did you mean?</Trans>
      </legend>
      {candidates.map((place) => (
        <button
          key={place.address}
          type="button"
          onClick={() => onPick(place.address)}
          className="min-h-11 rounded-lg border border-amber-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {place.address}
        </button>
      ))}
    </fieldset>
  );
}

function PlaceOptionRow({
  id,
  option,
  active,
  onPick,
}: {
  id: string;
  option: PlaceOption;
  active: boolean;
  onPick: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // Keeps the focus in the input, so the blur does not close the list before the pick.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      className={cn(
        'flex cursor-pointer items-start gap-2 px-3 py-2.5 text-sm',
        active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
      )}
    >
      {option.name ? (
        <Bookmark aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
      ) : (
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
      )}
      <span>
        {option.name ? <span className="block font-medium">{option.name}</span> : null}
        {option.address}
      </span>
    </div>
  );
}
