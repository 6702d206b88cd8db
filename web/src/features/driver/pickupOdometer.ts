/**
 * The pickup odometer reading as the driver entered it on this device. The job answer does not carry
 * it, so the delivery step shows it when known; the server checks the delivery reading either way.
 */
const storageKey = (jobId: string) => `pathway.pickupOdometer.${jobId}`;

export function rememberPickupOdometer(jobId: string, odometer: number): void {
  try {
    window.localStorage.setItem(storageKey(jobId), String(odometer));
  } catch {
    // Private mode or full storage: the server still enforces the rule.
  }
}

export function recallPickupOdometer(jobId: string): number | null {
  try {
    const raw = window.localStorage.getItem(storageKey(jobId));
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/** The reading named by the server's "cannot be lower than at pickup (123,456)" answer. */
export function pickupOdometerFromMessage(message: string): number | null {
  const match = /lower than at pickup \(([\d,]+)\)/.exec(message);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}
