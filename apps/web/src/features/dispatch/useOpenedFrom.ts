import { useCallback, useState } from 'react';
import { useFocusBack } from '../../lib/useFocusBack.ts';

/**
 * What a dialog or drawer opened from the board shows (null while closed), opened where the focus is and closed
 * giving the focus back there (see useFocusBack).
 */
export function useOpenedFrom<Value>() {
  const [value, setValue] = useState<Value | null>(null);
  const { remember, giveBack } = useFocusBack();
  const open = useCallback(
    (next: Value) => {
      remember();
      setValue(next);
    },
    [remember],
  );
  const close = useCallback(() => {
    setValue(null);
    giveBack();
  }, [giveBack]);
  return { value, open, close };
}
