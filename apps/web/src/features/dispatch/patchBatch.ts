/** How long the board gathers the cards live events name before reading them: one frame (ADR 152). */
export const PATCH_FRAME_MS = 16;
/** The most cards one patch reads (the contract's bound on `partyIds`). */
export const MAX_PATCH_CARDS = 200;

/**
 * Gathers the ids that live events name during one frame, then hands them to `read` at once, in reads of at most
 * `MAX_PATCH_CARDS`: fifty kiosks booking at once make a few reads of many cards instead of fifty of one
 * (ADR 152). A timer rather than an animation frame, so that a board in a hidden tab keeps up. `cancel` drops
 * what waits (the board is gone or starts over).
 */
export function patchBatch(read: (ids: string[]) => void, waitMs = PATCH_FRAME_MS) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    for (let at = 0; at < ids.length; at += MAX_PATCH_CARDS) read(ids.slice(at, at + MAX_PATCH_CARDS));
  };
  return {
    add(ids: readonly string[]) {
      for (const id of ids) pending.add(id);
      timer ??= setTimeout(flush, waitMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = new Set();
    },
  };
}
