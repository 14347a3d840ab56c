/**
 * What a route shows when it could not be drawn (its code chunk failed to load, or its loader
 * threw): a translated message and "Reintentar", never the router's English default page. A chunk
 * that failed to load is fetched again by reloading the page (after a deploy, only a fresh page knows
 * the new chunk names); any other error runs the route's loaders again.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/** Messages the browsers give when a dynamic import fails (Chromium, WebKit, Firefox). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether the error is a code chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message));
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    if (isChunkLoadError(error)) {
      router.options.context.flows.reloadPage();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <Stack gap="4" align="flex-start" role="alert" py="8" px="4">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="app.loadFailed.title" />
      </Heading>
      <Text>
        <FormattedMessage id="app.loadFailed.body" />
      </Text>
      <Button colorPalette="brand" onClick={retry}>
        <FormattedMessage id="app.retry" />
      </Button>
    </Stack>
  );
}
