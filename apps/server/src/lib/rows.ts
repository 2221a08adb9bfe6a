/** Rows of raw SQL, as both drivers (node-postgres and PGlite) answer them. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
