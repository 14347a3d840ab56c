/**
 * The list's tabs, one per status group with its count under the other filters. A tablist of the
 * WAI-ARIA pattern with manual activation: the arrow keys, Home and End move the focus, Enter,
 * Space or a click shows the tab (each shown tab asks the server, so moving the focus does not).
 */
import { useRef, type KeyboardEvent } from 'react';
import { Badge, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RETURN_STATUS_GROUPS } from '../../../shared/returns/lifecycle.ts';
import type { GroupCounts, ReturnStatusGroup } from '../machines/returns.types.ts';

export const tabId = (group: ReturnStatusGroup): string => `returns-tab-${group}`;
export const TAB_PANEL_ID = 'returns-tab-panel';

export interface StatusTabsProps {
  selected: ReturnStatusGroup;
  counts: GroupCounts | null;
  onSelect: (group: ReturnStatusGroup) => void;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function StatusTabs({ selected, counts, onSelect }: StatusTabsProps) {
  const intl = useIntl();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const index = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    tabs.current[move(index, RETURN_STATUS_GROUPS.length)]?.focus();
  };
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: 'returns.tabs.label' })} onKeyDown={onKeyDown} gap="1" overflowX="auto" borderBottomWidth="1px" paddingBottom="1">
      {RETURN_STATUS_GROUPS.map((group, index) => {
        const isSelected = group === selected;
        return (
          <Button
            key={group}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={tabId(group)}
            aria-selected={isSelected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            variant={isSelected ? 'subtle' : 'ghost'}
            colorPalette={isSelected ? 'brand' : 'gray'}
            size="sm"
            flexShrink={0}
            onClick={() => onSelect(group)}
          >
            <FormattedMessage id={`returns.group.${group}`} />
            {counts && (
              <>
                <Badge aria-hidden="true" variant={isSelected ? 'solid' : 'outline'} colorPalette={isSelected ? 'brand' : 'gray'} size="sm">
                  {intl.formatNumber(counts[group])}
                </Badge>{' '}
                <VisuallyHidden>
                  <FormattedMessage id="returns.tabs.count" values={{ count: counts[group] }} />
                </VisuallyHidden>
              </>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
