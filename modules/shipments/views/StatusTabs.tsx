/**
 * The desk's tabs, one per dispatch status with its count. A tablist of the WAI-ARIA pattern with
 * manual activation: the arrow keys, Home and End move the focus, Enter, Space or a click shows the tab.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Badge, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DISPATCH_STATUSES, type DispatchStatus, type StatusCounts } from '../machines/shipments.types.ts';

export const tabId = (status: DispatchStatus): string => `shipments-tab-${status}`;
export const TAB_PANEL_ID = 'shipments-tab-panel';

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface StatusTabsProps {
  selected: DispatchStatus;
  counts: StatusCounts | null;
  /** Whether another tab may be shown now (not while the chosen orders are being worked on). */
  enabled: boolean;
  onSelect: (status: DispatchStatus) => void;
}

export function StatusTabs({ selected, counts, enabled, onSelect }: StatusTabsProps) {
  const intl = useIntl();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const index = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    tabs.current[move(index, DISPATCH_STATUSES.length)]?.focus();
  };
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: 'shipments.tabs.label' })} onKeyDown={onKeyDown} gap="1" overflowX="auto" borderBottomWidth="1px" paddingBottom="1">
      {DISPATCH_STATUSES.map((status, index) => {
        const isSelected = status === selected;
        return (
          <Button
            key={status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={tabId(status)}
            aria-selected={isSelected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            variant={isSelected ? 'subtle' : 'ghost'}
            colorPalette={isSelected ? 'brand' : 'gray'}
            size="sm"
            flexShrink={0}
            aria-disabled={!enabled}
            onClick={() => {
              if (enabled && !isSelected) onSelect(status);
            }}
          >
            <FormattedMessage id={`shipments.tab.${status}`} />
            {counts && (
              <>
                <Badge aria-hidden="true" variant={isSelected ? 'solid' : 'outline'} colorPalette={isSelected ? 'brand' : 'gray'} size="sm">
                  {intl.formatNumber(counts[status])}
                </Badge>{' '}
                <VisuallyHidden>
                  <FormattedMessage id="shipments.tabs.count" values={{ count: counts[status] }} />
                </VisuallyHidden>
              </>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
