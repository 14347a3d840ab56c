import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuItem as MenuEntry } from '../../../shared/access/menu.ts';
import { ShellIcon } from './icons.tsx';
import { HoverTip } from '../tooltip/HoverTip.tsx';

/** The look of every row of the menu: links, the new-module buttons and the group headers. */
export const menuRowStyle = (mini: boolean, active = false) =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: mini ? 'center' : 'flex-start',
    gap: '3',
    width: '100%',
    minHeight: '10',
    paddingX: '3',
    paddingY: '2',
    borderRadius: 'md',
    textAlign: 'start',
    textDecoration: 'none',
    color: active ? 'brand.fg' : 'fg',
    bg: active ? 'brand.subtle' : 'transparent',
    fontWeight: active ? 'semibold' : 'normal',
    cursor: 'pointer',
    _hover: { bg: active ? 'brand.subtle' : 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
  }) as const;

/**
 * In the 80 px panel the texts are hidden (still the entries' names for screen readers) and shown
 * as tooltips to the right; the tooltip only repeats the name, so it describes nothing.
 */
export function MiniTooltip({ mini, label, children }: { mini: boolean; label: string; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  if (!mini) return children;
  return (
    <HoverTip label={label} placement="right" describes={false}>
      {children}
    </HoverTip>
  );
}

/** The entry's text: visible at 260 px, for screen readers only in the mini panel. */
export function RowText({ mini, children }: { mini: boolean; children: ReactNode }) {
  return mini ? (
    <VisuallyHidden>{children}</VisuallyHidden>
  ) : (
    <Box as="span" flex="1" minWidth="0" overflowWrap="anywhere">
      {children}
    </Box>
  );
}

export interface MenuItemProps {
  item: MenuEntry;
  active: boolean;
  mini: boolean;
  /** A portal entry was chosen (the shell debounces, tracks and navigates, or offers the new module). */
  onSelect: (item: MenuEntry) => void;
  /** An external entry was opened in its own tab (only tracked). */
  onExternal: (item: MenuEntry) => void;
}

/** Whether the click asks for another tab or window (the browser's own link handling applies). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One entry of the menu: a link (the current page marked), a button for a module flagged new (with
 * the "Nuevo" chip; it opens the new-module modal), or an external link opening a new tab.
 */
export function MenuItem({ item, active, mini, onSelect, onExternal }: MenuItemProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: item.textId });
  const icon = <ShellIcon name={item.icon} />;

  if (item.blank) {
    return (
      <MiniTooltip mini={mini} label={text}>
        <Box
          as="a"
          {...menuRowStyle(mini)}
          {...{
            href: item.path ?? undefined,
            target: '_blank',
            rel: 'noopener noreferrer',
            'aria-label': `${text} ${intl.formatMessage({ id: 'shell.menu.opensInNewTab' })}`,
          }}
          onClick={() => onExternal(item)}
        >
          {icon}
          <RowText mini={mini}>{text}</RowText>
          {!mini && <ShellIcon name="external" size="1em" />}
        </Box>
      </MiniTooltip>
    );
  }

  if (item.isNew) {
    return (
      <MiniTooltip mini={mini} label={text}>
        <Box as="button" {...menuRowStyle(mini, active)} {...{ type: 'button', 'aria-haspopup': 'dialog' }} onClick={() => onSelect(item)}>
          {icon}
          <RowText mini={mini}>{text}</RowText>{' '}
          {mini ? (
            <VisuallyHidden>
              <FormattedMessage id="shell.menu.new" />
            </VisuallyHidden>
          ) : (
            <Badge colorPalette="green" variant="solid" size="sm" bg="green.700">
              <FormattedMessage id="shell.menu.new" />
            </Badge>
          )}
        </Box>
      </MiniTooltip>
    );
  }

  return (
    <MiniTooltip mini={mini} label={text}>
      <Box
        as="a"
        {...menuRowStyle(mini, active)}
        {...{ href: item.path ?? undefined, 'aria-current': active ? ('page' as const) : undefined }}
        onClick={(event: MouseEvent) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onSelect(item);
        }}
      >
        {icon}
        <RowText mini={mini}>{text}</RowText>
      </Box>
    </MiniTooltip>
  );
}
