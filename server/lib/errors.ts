/** A failure the caller can act on; the error handler turns it into `{message, code}` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: Record<string, string>,
    /** More of the answer's body, for a caller that offers choices (a place's candidates). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', details?: Record<string, string>) =>
  new AppError(400, message, code, details);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, message, code);
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new AppError(409, message, code);

/** PostgreSQL unique_violation, for turning races on unique keys into clean answers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pgErr = e as { code?: string; constraint?: string };
  return pgErr?.code === '23505' && (!constraint || pgErr.constraint === constraint);
}

/** Runs a write whose unique key may be taken already, answering that case with `taken` (a 409). */
export async function unlessTaken<T>(
  write: () => Promise<T>,
  constraint: string,
  taken: () => AppError,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) throw taken();
    throw err;
  }
}
