import { Text, Tooltip } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';

/** How wide a table's text may grow before it is cut: a long name must not push Status and Actions away. */
export const CELL_TEXT_MAX_WIDTH = '20rem';

/**
 * One line of text, cut with an ellipsis where it is wider than `maxWidth`; then the full text shows on hover
 * and on keyboard focus (the cut text takes focus only while it is cut). `dir="auto"` isolates the text and
 * gives it its own direction, so a Latin name in an Arabic table is cut at its end and not at its start.
 */
export function TruncatedText({
  children,
  maxWidth = CELL_TEXT_MAX_WIDTH,
}: {
  children: string;
  maxWidth?: number | string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || children === '') return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);
  // One tree whether cut or not: swapping the tooltip in would mount a new element, the observer would see the
  // old one leave (no width, "not cut") and the tooltip would be gone again before anyone could use it.
  return (
    <Tooltip
      label={children}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={480}
      disabled={!cut}
    >
      <Text
        ref={ref}
        component="span"
        inherit
        dir="auto"
        truncate="end"
        display="block"
        maw={maxWidth}
        tabIndex={cut ? 0 : undefined}
        data-truncated={cut || undefined}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
