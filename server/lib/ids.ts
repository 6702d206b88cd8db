const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are opaque UUIDs; anything else cannot name a row (and answers 404, not 500). */
export const isUuid = (value: string) => UUID_RE.test(value);
