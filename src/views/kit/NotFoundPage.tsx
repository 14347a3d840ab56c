/**
 * The page a module shows for a path under it that opens none of its routes: the same words in
 * every module, naming the module as its menu entry does, with a link to the module's first page.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface NotFoundPageProps {
  /** The module's first page (its menu entry's path) and the catalog id of its menu label. */
  home: { path: string; textId: string };
  /** Goes to the module's first page without reloading the portal. */
  onOpen: (path: string) => void;
}

export function NotFoundPage({ home, onOpen }: NotFoundPageProps) {
  const intl = useIntl();
  const section = intl.formatMessage({ id: home.textId });
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="kit.notFound.title" />
      </Heading>
      <Text>
        <FormattedMessage id="kit.notFound.text" values={{ section }} />
      </Text>
      <Link
        href={home.path}
        colorPalette="brand"
        onClick={(event) => {
          event.preventDefault();
          onOpen(home.path);
        }}
      >
        <FormattedMessage id="kit.notFound.back" values={{ section }} />
      </Link>
    </Stack>
  );
}
