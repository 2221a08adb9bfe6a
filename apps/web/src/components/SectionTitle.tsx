import { Title, type TitleProps } from '@mantine/core';

/** The heading of a section within a screen: level 3, drawn at the size of a fifth-level heading. */
export function SectionTitle(props: Omit<TitleProps, 'order' | 'fz'>) {
  return <Title order={3} fz="h5" {...props} />;
}
