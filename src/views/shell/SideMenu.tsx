import { useId } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { MenuItem as MenuEntry } from '../../../shared/access/menu.ts';
import { ShellIcon } from './icons.tsx';
import { MenuItem, MiniTooltip, RowText, menuRowStyle } from './MenuItem.tsx';

export interface SideMenuProps {
  /** The entries the signed-in user may open (visibleMenu), parents before children. */
  items: readonly MenuEntry[];
  /** The entry of the page on screen. */
  activeItemId: string | null;
  /** Groups the person opened or closed; the others are open when they hold the active entry. */
  groupToggles: Readonly<Record<string, boolean>>;
  /** The 80 px panel: icons, texts as tooltips. */
  mini: boolean;
  onSelect: (item: MenuEntry) => void;
  onExternal: (item: MenuEntry) => void;
  onToggleGroup: (groupId: string, expanded: boolean) => void;
}

const List = chakra('ul', { base: { listStyle: 'none', margin: '0', padding: '0', display: 'flex', flexDirection: 'column', gap: '1' } });

/**
 * The menu of the protected area: only parentless entries at the top level; groups open and close
 * (aria-expanded), the current page is marked (aria-current), modules flagged new carry a chip.
 */
export function SideMenu({ items, activeItemId, groupToggles, mini, onSelect, onExternal, onToggleGroup }: SideMenuProps) {
  const intl = useIntl();
  const baseId = useId();
  const topLevel = items.filter((item) => item.parentId === null);
  const childrenOf = (groupId: string) => items.filter((item) => item.parentId === groupId);
  const activeParent = items.find((item) => item.id === activeItemId)?.parentId ?? null;

  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.menu.label' })} paddingX="3" paddingY="4" data-tour="menu">
      <List>
        {topLevel.map((item) => {
          if (item.path !== null) {
            return (
              <li key={item.id} data-tour={`menu-${item.id}`}>
                <MenuItem item={item} active={item.id === activeItemId} mini={mini} onSelect={onSelect} onExternal={onExternal} />
              </li>
            );
          }
          const expanded = !mini && (groupToggles[item.id] ?? activeParent === item.id);
          const listId = `${baseId}-${item.id}`;
          const text = intl.formatMessage({ id: item.textId });
          return (
            <li key={item.id} data-tour={`menu-group-${item.id}`}>
              <MiniTooltip mini={mini} label={text}>
                <chakra.button
                  type="button"
                  {...menuRowStyle(mini, mini && activeParent === item.id)}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => onToggleGroup(item.id, !expanded)}
                >
                  <ShellIcon name={item.icon} />
                  <RowText mini={mini}>{text}</RowText>
                  {!mini && (
                    <Box as="span" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 150ms">
                      <ShellIcon name="chevronDown" size="1em" />
                    </Box>
                  )}
                </chakra.button>
              </MiniTooltip>
              <List id={listId} hidden={!expanded} display={expanded ? 'flex' : 'none'} paddingStart="6" marginTop="1">
                {childrenOf(item.id).map((child) => (
                  <li key={child.id}>
                    <MenuItem item={child} active={child.id === activeItemId} mini={false} onSelect={onSelect} onExternal={onExternal} />
                  </li>
                ))}
              </List>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
