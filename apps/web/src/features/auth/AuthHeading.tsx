import { Stack, Text, Title } from '@mantine/core';

interface AuthHeadingProps {
  /** The title's id, which names the form (`aria-labelledby`). */
  id: string;
  title: string;
  subtitle?: string | null;
}

/** A sign-in page's title with an optional line under it. */
export function AuthHeading({ id, title, subtitle }: AuthHeadingProps) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h3" id={id}>
        {title}
      </Title>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
