/**
 * Configuración PIM > Marcas: the kit's keyset list of brands with its search ("Cargar más" for the
 * next page), and beside it the brand actions' chart: add, rename, retire or reactivate. Every part
 * is a projection of the two charts; every press an event to one of them.
 */
import { useRef } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { SearchField } from '../../../src/views/kit/ListFilters.tsx';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { Brand } from '../machines/catalog.types.ts';
import type { BrandAction, brandActionsMachine, brandsListMachine, BrandFilters } from '../machines/brands.machine.ts';
import { brandFormSelectors, type BrandValues } from '../machines/recordForms.ts';
import { dialogOf, sameNotice, selectAtRest, selectConfirmSending, selectNotice } from '../machines/recordEditor.selectors.ts';
import { configurationPath, placeOf } from '../machines/sections.ts';
import { Notice, TextField } from './parts.tsx';
import { useRecordForm } from './useRecordForm.ts';

type ActionsRef = ReturnType<typeof useActorRef<typeof brandActionsMachine>>;

const ACTIONS = { add: 'form', rename: 'form', retire: 'confirm', reactivate: 'confirm' } as const satisfies Record<BrandAction, string>;
const ROW_ACTIONS: readonly BrandAction[] = ['rename', 'retire', 'reactivate'];
const selectDialog = dialogOf(ACTIONS);
const MESSAGES: ListMessages = {
  loading: 'pim.brands.loading',
  failed: 'pim.brands.failed',
  emptyFiltered: 'pim.brands.emptyFiltered',
  emptyUnfiltered: 'pim.brands.empty',
  moreFailed: 'pim.brands.moreFailed',
};
const filtersOf = (search: string): BrandFilters => ({ q: placeOf(search).q });
const URL_FILTERS = { read: filtersOf, write: (filters: BrandFilters) => configurationPath({ section: 'brands', q: filters.q }) };

export function BrandsSection({ list: listLogic, actions: actionsLogic, search, host }: { list: typeof brandsListMachine; actions: typeof brandActionsMachine; search: string; host: Pick<ModuleHost, 'inspect'> }) {
  const intl = useIntl();
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const list = useActorRef(listLogic, { input: { filters: filtersOf(search) }, ...inspect });
  const actions = useActorRef(actionsLogic, { input: { list }, ...inspect });
  useUrlFilters(list, search, URL_FILTERS);
  const searchText = useSelector(list, selectSearchText);
  const atRest = useSelector(actions, selectAtRest);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          <FormattedMessage id="pim.brands.title" />
        </Heading>
        <Button colorPalette="brand" disabled={!atRest} onClick={() => actions.send({ type: 'record.start', action: 'add', record: null })}>
          <FormattedMessage id="pim.brands.add" />
        </Button>
      </Flex>
      <SearchField label="pim.brands.search" text={searchText} maxLength={60} onType={(text) => list.send({ type: 'filter.search', text })} layout={{ maxWidth: 'md' }} />
      <BrandsNotice actions={actions} />
      <ListResults<Brand> list={list} module="pim" messages={MESSAGES}>
        {(rows) => (
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label={intl.formatMessage({ id: 'pim.brands.list' })}>
            {rows.map((brand) => (
              <Box as="li" key={brand.id} borderWidth="1px" borderRadius="md" padding="3">
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <Flex gap="2" align="center">
                    <Text>{brand.name}</Text>
                    {!brand.active && (
                      <Badge colorPalette="gray" variant="subtle">
                        <FormattedMessage id="pim.retired" />
                      </Badge>
                    )}
                  </Flex>
                  <Flex gap="1" wrap="wrap">
                    {ROW_ACTIONS.filter((action) => actions.getSnapshot().can({ type: 'record.start', action, record: brand })).map((action) => (
                      <Button
                        key={action}
                        size="xs"
                        variant="outline"
                        disabled={!atRest}
                        aria-label={intl.formatMessage({ id: `pim.brands.${action}.named` }, { name: brand.name })}
                        onClick={() => actions.send({ type: 'record.start', action, record: brand })}
                      >
                        <FormattedMessage id={`pim.${action}`} />
                      </Button>
                    ))}
                  </Flex>
                </Flex>
              </Box>
            ))}
          </chakra.ul>
        )}
      </ListResults>
      <BrandDialog actions={actions} />
      <ConfirmDialog actions={actions} />
    </Stack>
  );
}

function BrandsNotice({ actions }: { actions: ActionsRef }) {
  const intl = useIntl();
  const notice = useSelector(actions, selectNotice<Brand, BrandAction>, sameNotice);
  if (notice === null) return null;
  if (notice.kind === 'conflict') {
    return (
      <Notice status="warning">
        <FormattedMessage id="pim.conflict.shown" />
      </Notice>
    );
  }
  if (notice.kind === 'refused') {
    return (
      <Notice status="error">
        <FormattedMessage id="pim.refused" /> {problemText(intl, 'pim', notice.code)}
      </Notice>
    );
  }
  return (
    <Notice status="success">
      <FormattedMessage id={`pim.brands.done.${notice.action}`} values={{ name: notice.written[0]?.name ?? '' }} />
    </Notice>
  );
}

const EMPTY_BRAND: BrandValues = { name: '' };

function BrandDialog({ actions }: { actions: ActionsRef }) {
  const intl = useIntl();
  const dialog = useSelector(actions, selectDialog<Brand>);
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useRecordForm(actions, brandFormSelectors, EMPTY_BRAND, { name: nameRef });
  const action = dialog && (dialog.action === 'add' || dialog.action === 'rename') ? dialog.action : null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ActionDialog
      open={action !== null}
      sending={form.sending}
      onClose={() => actions.send({ type: 'record.close' })}
      onConfirm={form.submit}
      title={t(`pim.brands.${action ?? 'add'}.title`, { name: dialog?.record?.name ?? '' })}
      problem={form.problem ? { text: problemText(intl, 'pim', form.problem) } : null}
      confirmLabel={t(action === 'rename' ? 'pim.save' : 'pim.add')}
      formId="pim-brand-form"
    >
      <TextField label={t('pim.field.brandName')} inputRef={nameRef} maxLength={60} disabled={form.sending} value={form.values.name} error={form.errors.name} onChange={(value) => form.change('name', value)} onBlur={() => form.blur('name')} />
    </ActionDialog>
  );
}

function ConfirmDialog({ actions }: { actions: ActionsRef }) {
  const intl = useIntl();
  const dialog = useSelector(actions, selectDialog<Brand>);
  const sending = useSelector(actions, selectConfirmSending);
  const action = dialog && (dialog.action === 'retire' || dialog.action === 'reactivate') ? dialog.action : null;
  return (
    <ActionDialog
      open={action !== null}
      sending={sending}
      onClose={() => actions.send({ type: 'record.close' })}
      onConfirm={() => actions.send({ type: 'record.confirm' })}
      title={intl.formatMessage({ id: `pim.brands.${action ?? 'retire'}.title` }, { name: dialog?.record?.name ?? '' })}
      description={intl.formatMessage({ id: `pim.brands.${action ?? 'retire'}.description` })}
      confirmLabel={intl.formatMessage({ id: action === 'reactivate' ? 'pim.reactivate' : 'pim.retire' })}
      confirmPalette={action === 'reactivate' ? 'brand' : 'red'}
    />
  );
}
