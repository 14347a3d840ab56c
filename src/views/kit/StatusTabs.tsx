/**
 * A list's tabs, one per status (or group of statuses) with its count under the other filters. A
 * tablist of the WAI-ARIA pattern with manual activation: the arrow keys, Home and End move the
 * focus, Enter, Space or a click shows the tab (each shown tab asks the server, so moving the focus
 * does not). Hand-written on Chakra's Button: Ark's Tabs would add its machine to every module.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The id of a tab, for its panel's `aria-labelledby`. */
export const tabId = (prefix: string, tab: string): string => `${prefix}-tab-${tab}`;
const panelId = (prefix: string): string => `${prefix}-tab-panel`;

export interface StatusTabsProps<TTab extends string> {
  /** The ids' prefix, the module's name ('orders'): one tablist per page. */
  prefix: string;
  tabs: readonly TTab[];
  selected: TTab;
  /** Each tab's count, once the first page told them. */
  counts: Readonly<Record<TTab, number>> | null;
  /** Catalog ids: the tablist's name, a tab's label, and its count as read aloud ("(3 órdenes)"). */
  messages: { label: string; tab: (tab: TTab) => string; count: string };
  /** Whether another tab may be shown now (false while the chosen rows are being worked on); absent for tabs always enabled. */
  enabled?: boolean;
  onSelect: (tab: TTab) => void;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function StatusTabs<TTab extends string>({ prefix, tabs, selected, counts, messages, enabled, onSelect }: StatusTabsProps<TTab>) {
  const intl = useIntl();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const index = buttons.current.findIndex((tab) => tab === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons.current[move(index, tabs.length)]?.focus();
  };
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: messages.label })} onKeyDown={onKeyDown} gap="1" overflowX="auto" borderBottomWidth="1px" paddingBottom="1">
      {tabs.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <Button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={tabId(prefix, tab)}
            aria-selected={isSelected}
            aria-controls={panelId(prefix)}
            tabIndex={isSelected ? 0 : -1}
            variant={isSelected ? 'subtle' : 'ghost'}
            colorPalette={isSelected ? 'brand' : 'gray'}
            size="sm"
            flexShrink={0}
            {...(enabled === undefined ? {} : { 'aria-disabled': !enabled })}
            onClick={() => {
              if (enabled !== false) onSelect(tab);
            }}
          >
            <FormattedMessage id={messages.tab(tab)} />
            {counts && (
              <>
                <Badge aria-hidden="true" variant={isSelected ? 'solid' : 'outline'} colorPalette={isSelected ? 'brand' : 'gray'} size="sm">
                  {intl.formatNumber(counts[tab])}
                </Badge>{' '}
                <VisuallyHidden>
                  <FormattedMessage id={messages.count} values={{ count: counts[tab] }} />
                </VisuallyHidden>
              </>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}

/** The panel the tabs show: what the selected tab holds, named by it. */
export function StatusTabPanel({ prefix, selected, children }: { prefix: string; selected: string; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(prefix)} aria-labelledby={tabId(prefix, selected)}>
      {children}
    </Box>
  );
}
