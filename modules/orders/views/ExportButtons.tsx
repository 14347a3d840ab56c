import { Button, Group } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ordersListMachine } from '../machines/ordersList.machine.ts';
import { selectCanExport, selectExporting } from '../../../machines/list/list.selectors.ts';
import type { ExportFormat } from '../machines/orders.types.ts';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** "Exportar CSV" and "Exportar Excel": every order the filters select, as a file the browser keeps. */
export function ExportButtons({ list }: { list: ActorRefFrom<typeof ordersListMachine> }) {
  const intl = useIntl();
  const canExport = useSelector(list, selectCanExport);
  const exporting = useSelector(list, selectExporting);
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'orders.export.label' })} gap="2" wrap="wrap">
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          loading={exporting === format}
          loadingText={<FormattedMessage id={`orders.export.${format}`} />}
          disabled={!canExport}
          onClick={() => list.send({ type: 'list.export', format })}
        >
          <FormattedMessage id={`orders.export.${format}`} />
        </Button>
      ))}
    </Group>
  );
}
