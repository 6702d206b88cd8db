/** A search term matched literally inside a LIKE / ILIKE pattern (its %, _ and \ escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
