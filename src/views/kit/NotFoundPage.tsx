/**
 * The page a module shows for a path under it that opens none of its routes: the same words in
 * every module, naming the module as its menu entry does, with a link to the module's first page.
 * A route that matched but names nothing that exists (a user deleted meanwhile) says so in the
 * module's own words (`words`), with the same link.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { plainClick } from '../links/plainClick.ts';

export interface NotFoundPageProps {
  /** The module's first page (its menu entry's path) and the catalog id of its menu label. */
  home: { path: string; textId: string };
  /** Goes to the module's first page without reloading the portal. */
  onOpen: (path: string) => void;
  /** Catalog ids of the heading and the text, instead of the kit's "page not found". */
  words?: { title: string; text: string };
}

export function NotFoundPage({ home, onOpen, words }: NotFoundPageProps) {
  const intl = useIntl();
  const section = intl.formatMessage({ id: home.textId });
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        <FormattedMessage id={words?.title ?? 'kit.notFound.title'} />
      </Heading>
      <Text>
        <FormattedMessage id={words?.text ?? 'kit.notFound.text'} values={{ section }} />
      </Text>
      <Link
        href={home.path}
        colorPalette="brand"
        onClick={(event) => {
          // A new tab or window opens by itself; only a plain click stays in the portal.
          if (!plainClick(event)) return;
          event.preventDefault();
          onOpen(home.path);
        }}
      >
        <FormattedMessage id="kit.notFound.back" values={{ section }} />
      </Link>
    </Stack>
  );
}
