/** The platform's own endpoints (server module `platform`). */
import { z } from 'zod';

/** GET /api/config: the part of the configuration the browser needs. */
export const publicConfigResponse = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  mapTileUrl: z.string(),
  stripePublishableKey: z.string().nullable(),
  /** Outside production the developer tools (the AI response tester, hints on the not-found page) show. */
  developerTools: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

/** GET /api/health: 200 `{ok: true}`, or 503 `{ok: false, message}` when the database does not answer. */
export const healthResponse = z.object({ ok: z.boolean(), message: z.string().optional() });
