/**
 * The queue's tabs, one per status with its count under the search. A tablist of the WAI-ARIA
 * pattern with manual activation: the arrow keys, Home and End move the focus, Enter, Space or a
 * click shows the tab (each shown tab asks the server, so moving the focus does not).
 */
import { useRef, type KeyboardEvent } from 'react';
import { Badge, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationStatusCounts } from '../machines/applications.types.ts';

export const tabId = (status: ApplicationStatus): string => `applications-tab-${status}`;
export const TAB_PANEL_ID = 'applications-tab-panel';

export interface StatusTabsProps {
  selected: ApplicationStatus;
  counts: ApplicationStatusCounts | null;
  onSelect: (status: ApplicationStatus) => void;
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
    tabs.current[move(index, APPLICATION_STATUSES.length)]?.focus();
  };
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: 'applications.tabs.label' })} onKeyDown={onKeyDown} gap="1" overflowX="auto" borderBottomWidth="1px" paddingBottom="1">
      {APPLICATION_STATUSES.map((status, index) => {
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
            onClick={() => onSelect(status)}
          >
            <FormattedMessage id={`applications.tab.${status}`} />
            {counts && (
              <>
                <Badge aria-hidden="true" variant={isSelected ? 'solid' : 'outline'} colorPalette={isSelected ? 'brand' : 'gray'} size="sm">
                  {intl.formatNumber(counts[status])}
                </Badge>{' '}
                <VisuallyHidden>
                  <FormattedMessage id="applications.tabs.count" values={{ count: counts[status] }} />
                </VisuallyHidden>
              </>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
