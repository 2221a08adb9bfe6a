import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found problems, moves the focus to the form's first field marked invalid. A long form (a
 * dialog that scrolls) shows its Save button far below the fields: without this, a press that only marks a
 * field out of sight changes nothing anyone sees, and a screen reader hears nothing either. Focusing the field
 * scrolls it into view and reads its error.
 *
 * `ref` goes on the form; `focusInvalid()` is called with the errors, and acts once they are drawn.
 */
export function useFocusInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { ref, focusInvalid };
}
