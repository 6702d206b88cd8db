/**
 * The fuel-price port: the week's retail diesel price. With EIA_API_KEY it asks the U.S. Energy Information
 * Administration's API v2 (weekly retail on-highway diesel, series EMD_EPD2D_PTE_<region>_DPG); without
 * it there is no outside source and the estimates use the price operators keep (the offline default,
 * persisted in trip_cost_settings and shown with its date).
 */
export interface WeeklyDieselPrice {
  region: string;
  /** The week the price is for (YYYY-MM-DD, a Monday). */
  asOf: string;
  /** Dollars per gallon in thousandths. */
  perGallonMills: number;
}

export interface FuelPricePort {
  readonly kind: 'eia';
  /** The region its prices are for, as EIA names it. */
  readonly region: string;
  latestDiesel(): Promise<WeeklyDieselPrice>;
}

/** EIA's duoarea codes for the weekly diesel series, by the region names it prints. */
export const EIA_REGIONS: Record<string, string> = {
  NUS: 'U.S.',
  R10: 'East Coast',
  R20: 'Midwest',
  R30: 'Gulf Coast',
  R40: 'Rocky Mountain',
  R50: 'West Coast',
};

export interface EiaConfig {
  apiKey: string;
  /** An EIA_REGIONS key; the national average by default. */
  region?: string;
  /** Tests point this at a local stand-in. */
  apiBase?: string;
}

export function createEiaFuelPrice(config: EiaConfig, fetchImpl: typeof fetch = fetch): FuelPricePort {
  const region = config.region ?? 'NUS';
  const base = config.apiBase ?? 'https://api.eia.gov';
  return {
    kind: 'eia',
    region: EIA_REGIONS[region] ?? region,
    async latestDiesel() {
      const url = new URL('/v2/petroleum/pri/gnd/data/', base);
      url.searchParams.set('api_key', config.apiKey);
      url.searchParams.set('frequency', 'weekly');
      url.searchParams.append('data[0]', 'value');
      url.searchParams.append('facets[series][]', `EMD_EPD2D_PTE_${region}_DPG`);
      url.searchParams.append('sort[0][column]', 'period');
      url.searchParams.append('sort[0][direction]', 'desc');
      url.searchParams.set('length', '1');
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`EIA answered ${response.status}`);
      const body = (await response.json()) as {
        response?: { data?: { period?: string; value?: unknown }[] };
      };
      const row = body.response?.data?.[0];
      const dollars = Number(row?.value);
      if (!row?.period || !Number.isFinite(dollars) || dollars <= 0)
        throw new Error('EIA sent no diesel price');
      return {
        region: EIA_REGIONS[region] ?? region,
        asOf: row.period,
        perGallonMills: Math.round(dollars * 1000),
      };
    },
  };
}

/** The configured port: EIA when a key is set, otherwise none (the operators' price stands). */
export const createFuelPrice = (config: {
  EIA_API_KEY?: string;
  EIA_REGION: string;
}): FuelPricePort | null =>
  config.EIA_API_KEY ? createEiaFuelPrice({ apiKey: config.EIA_API_KEY, region: config.EIA_REGION }) : null;
