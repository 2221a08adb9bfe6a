import type { z } from 'zod';

/** A number field's limits as the contract's schema states them, so the form never offers what the server refuses. */
export const boundsOf = (schema: z.ZodNumber) => ({
  min: schema.minValue ?? undefined,
  max: schema.maxValue ?? undefined,
});
