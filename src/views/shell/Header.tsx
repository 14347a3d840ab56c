import type { ReactNode } from 'react';
import { Box, Flex, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShellIcon } from './icons.tsx';

/** My account, a fixed route outside the menu; typed as a plain path, its route is added by the account area. */
const MY_ACCOUNT_PATH: string = '/user/myAccount';

export interface HeaderProps {
  /** The signed-in person's name ('' when unknown). */
  fullName: string;
  /** The phone menu (drawer) is open. */
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The person points at the menu button or focuses it: the drawer's code may be fetched now. */
  onMenuIntent?: () => void;
  /** Below 992 px the menu is a drawer opened from the header. */
  showMenuButton: boolean;
  /** The notifications button (its label carries the unread count). */
  notifications?: ReactNode;
}

/**
 * The top bar: the menu button (phones and tablets, below 992 px), the logo back to home, the
 * notifications button and the header links (my account, log out).
 */
export function Header({ fullName, menuOpen, onOpenMenu, onMenuIntent, showMenuButton, notifications }: HeaderProps) {
  const intl = useIntl();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex align="center" justify="space-between" gap={{ base: '2', md: '4' }} paddingX={{ base: '2', md: '4' }} paddingY="2" minHeight="14">
        <Flex align="center" gap="2" minWidth="0">
          {showMenuButton && (
          <IconButton
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'shell.header.openMenu' })}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
            onClick={onOpenMenu}
          >
            <ShellIcon name="menu" />
          </IconButton>
          )}
          <Link asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="brand.fg" whiteSpace="nowrap">
            <RouterLink to="/eiffel" aria-label={intl.formatMessage({ id: 'session.header.home' })}>
              <Image src="/favicon.svg" alt="" boxSize="8" />
              <FormattedMessage id="app.name" />
            </RouterLink>
          </Link>
        </Flex>
        <Flex as="nav" aria-label={intl.formatMessage({ id: 'shell.header.links' })} align="center" gap={{ base: '2', md: '4' }}>
          {notifications}
          {fullName && (
            <Text display={{ base: 'none', md: 'block' }} aria-label={intl.formatMessage({ id: 'session.header.user' }, { name: fullName })}>
              {fullName}
            </Text>
          )}
          <Link asChild colorPalette="brand" display={{ base: 'none', md: 'inline-flex' }}>
            <RouterLink to={MY_ACCOUNT_PATH} data-tour="account">
              <FormattedMessage id="shell.header.myAccount" />
            </RouterLink>
          </Link>
          <Link asChild colorPalette="brand" whiteSpace="nowrap">
            <RouterLink to="/logout">
              <FormattedMessage id="session.logout" />
            </RouterLink>
          </Link>
        </Flex>
      </Flex>
    </Box>
  );
}
