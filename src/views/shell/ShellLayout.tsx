import type { ReactNode } from 'react';
import { Box, Flex, IconButton, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Crumb } from '../../../machines/shell/shell.breadcrumb.ts';
import type { MenuItem as MenuEntry } from '../../../shared/access/menu.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ShellIcon } from './icons.tsx';
import { SideMenu } from './SideMenu.tsx';
import { onDemand } from '../lazy/onDemand.ts';

const menuDrawer = onDemand(() => import('./MenuDrawer.tsx'));

/** The design's side panel: 260 px wide, 80 px when mini; it slides in 250 ms. */
export const PANEL_WIDTH = '260px';
export const MINI_PANEL_WIDTH = '80px';
const PANEL_SLIDE = 'width 250ms ease';

export interface ShellLayoutProps {
  wide: boolean;
  fullName: string;
  year: number;
  menu: readonly MenuEntry[];
  activeItemId: string | null;
  groupToggles: Readonly<Record<string, boolean>>;
  mini: boolean;
  drawerOpen: boolean;
  crumbs: readonly Crumb[];
  notifications?: ReactNode;
  /** What floats over the whole shell (the new-module, terms and conference modals, the learning guide). */
  overlays?: ReactNode;
  onSelect: (item: MenuEntry) => void;
  onExternal: (item: MenuEntry) => void;
  onToggleGroup: (groupId: string, expanded: boolean) => void;
  onOpenDrawer: () => void;
  onCloseDrawer: () => void;
  onCollapsePanel: () => void;
  onExpandPanel: () => void;
  children: ReactNode;
}

/**
 * The frame of the protected area: header, the side panel (992 px and wider) or the menu drawer
 * (narrower), the breadcrumb over the page (content at most 1440 px wide), the footer.
 */
export function ShellLayout(props: ShellLayoutProps) {
  const { wide, mini, drawerOpen, menu, activeItemId, groupToggles, onSelect, onExternal, onToggleGroup } = props;
  const intl = useIntl();
  const menuProps = { items: menu, activeItemId, groupToggles, onSelect, onExternal, onToggleGroup };

  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink>
        <FormattedMessage id="app.skipToContent" />
      </SkipNavLink>
      <Header
        fullName={props.fullName}
        menuOpen={drawerOpen}
        onOpenMenu={props.onOpenDrawer}
        onMenuIntent={menuDrawer.preload}
        notifications={props.notifications}
        showMenuButton={!wide}
      />
      <Flex flex="1" minWidth="0">
        {wide && (
          <Box
            as="aside"
            aria-label={intl.formatMessage({ id: 'shell.panel.label' })}
            width={mini ? MINI_PANEL_WIDTH : PANEL_WIDTH}
            flexShrink={0}
            transition={PANEL_SLIDE}
            borderEndWidth="1px"
            bg="bg.panel"
            overflowX="hidden"
            display="flex"
            flexDirection="column"
          >
            <Box flex="1" overflowY="auto">
              <SideMenu {...menuProps} mini={mini} />
            </Box>
            <Flex justify={mini ? 'center' : 'flex-end'} paddingX="3" paddingY="2" borderTopWidth="1px">
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage({ id: mini ? 'shell.panel.expand' : 'shell.panel.collapse' })}
                onClick={mini ? props.onExpandPanel : props.onCollapsePanel}
              >
                <ShellIcon name={mini ? 'chevronRight' : 'chevronLeft'} />
              </IconButton>
            </Flex>
          </Box>
        )}
        <Flex direction="column" flex="1" minWidth="0">
          <SkipNavContent />
          <Box as="main" flex="1" width="100%" maxWidth="content" marginX="auto" paddingX={{ base: '4', md: '6' }} paddingY="6" minWidth="0">
            <Breadcrumb crumbs={props.crumbs} />
            {props.children}
          </Box>
          <Footer year={props.year} />
        </Flex>
      </Flex>
      {/* The drawer's code comes when the menu button is pointed at, focused or pressed. */}
      {!wide && <menuDrawer.Present when={drawerOpen} view={{ open: drawerOpen, onClose: props.onCloseDrawer, menu: menuProps }} />}
      {props.overlays}
    </Flex>
  );
}
