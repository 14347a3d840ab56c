import type { ReactNode } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

export interface MessagePageProps {
  /** A small line above the title (an error code such as "Error 403"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** One paragraph per entry. */
  paragraphs: readonly ReactNode[];
  /** The text of the link back home. */
  homeLink: ReactNode;
}

/** A page of the protected area that only explains something (not found, refused, not yet available) and leads home. */
export function MessagePage({ eyebrow, title, paragraphs, homeLink }: MessagePageProps) {
  return (
    <Stack gap="4" align="flex-start">
      {eyebrow && (
        <Text fontWeight="semibold" color="fg.muted">
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
      <Link asChild colorPalette="brand">
        <RouterLink to="/eiffel">{homeLink}</RouterLink>
      </Link>
    </Stack>
  );
}
