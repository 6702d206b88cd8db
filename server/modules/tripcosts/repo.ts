import type { FareBand } from '@core/trip-costs';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dieselPrices, tripCostSettings } from '../../db/schema';

export type TripCostSettingsRow = typeof tripCostSettings.$inferSelect;

export const tripCostsSettingsRepo = {
  async settings(db: DbOrTx): Promise<TripCostSettingsRow | null> {
    const [row] = await db.select().from(tripCostSettings).where(eq(tripCostSettings.id, 1));
    return row ?? null;
  },

  async saveSettings(
    db: DbOrTx,
    values: {
      fareTable: FareBand[];
      fuelMarginBps: number;
      dieselPerGallonMills: number;
      dieselAsOf: string;
      updatedBy: string;
    },
  ): Promise<TripCostSettingsRow> {
    const [row] = await db
      .insert(tripCostSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: tripCostSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  },

  async latestDiesel(db: DbOrTx, region: string) {
    const [row] = await db
      .select()
      .from(dieselPrices)
      .where(eq(dieselPrices.region, region))
      .orderBy(desc(dieselPrices.asOf))
      .limit(1);
    return row ?? null;
  },

  async saveDiesel(db: DbOrTx, price: { region: string; asOf: string; perGallonMills: number }) {
    await db
      .insert(dieselPrices)
      .values(price)
      .onConflictDoUpdate({
        target: [dieselPrices.region, dieselPrices.asOf],
        set: { perGallonMills: price.perGallonMills, fetchedAt: new Date() },
      });
  },
};
