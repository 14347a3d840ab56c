/**
 * Productos: "Crear producto" and "Cargar productos por Excel" for a seller who loads products
 * directly, "Exportar a Excel" for the catalogue's staff, the search (an exact SKU or
 * part of a title), the category, for staff the seller, the tabs of the statuses with their counts,
 * the products of the tab (a table, or cards on a phone) and "Cargar más". Every part is a
 * projection of the list's chart and of the categories' chart beside it; every press is an event.
 */
import { useCallback } from 'react';
import { Alert, Box, Button, Field, Flex, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectCanExport, selectExporting, selectExportProblem, selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { SearchField } from '../../../src/views/kit/ListFilters.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import type { ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import { TabbedListResults } from '../../../src/views/kit/TabbedListResults.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { isDepartment } from '../machines/categoryTree.machine.ts';
import type { categoryChoicesMachine } from '../machines/categoryChoices.machine.ts';
import { PRODUCT_SEARCH_MAX_LENGTH, productFiltersFromQuery, queryOfProductFilters, type ProductFilters } from '../machines/productFilters.ts';
import type { productsListMachine } from '../machines/productsList.machine.ts';
import { PRODUCT_TABS, type ProductSummary, type ProductTab } from '../machines/products.types.ts';
import type { ProductFlows } from '../productFlows.ts';
import { ProductRows } from './ProductRows.tsx';

type ListRef = ActorRefFrom<typeof productsListMachine>;
type ChoicesRef = ActorRefFrom<typeof categoryChoicesMachine>;

const STAFF_URL_FILTERS = { read: (search: string) => productFiltersFromQuery(search), write: queryOfProductFilters };
// A seller's list is always its own: the server ignores a seller in the query, and the page must not
// call the list narrowed ("No hay productos con estos filtros") by a filter the seller cannot see.
const SELLER_URL_FILTERS = { read: (search: string) => productFiltersFromQuery(search, { bySeller: false }), write: queryOfProductFilters };
const MESSAGES: ListMessages = {
  loading: 'pim.products.loading',
  failed: 'pim.products.failed',
  emptyFiltered: 'pim.products.empty',
  // Nothing narrowed the list: the tab itself is empty.
  emptyUnfiltered: 'pim.products.emptyTab',
  moreFailed: 'pim.products.moreFailed',
};
const TAB_MESSAGES = { label: 'pim.products.tabs', tab: (tab: string) => `pim.products.tab.${tab}`, count: 'pim.products.tabs.count' };

export interface ProductsPageProps {
  flows: Pick<ProductFlows, 'productsList' | 'categoryChoices' | 'sellerPicker'>;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function ProductsPage({ flows, search, host }: ProductsPageProps) {
  const { navigate, session } = host;
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const urlFilters = session.sellerId === null ? STAFF_URL_FILTERS : SELLER_URL_FILTERS;
  const list = useActorRef(flows.productsList, { input: { filters: urlFilters.read(search) }, ...inspect });
  const choices = useActorRef(flows.categoryChoices, inspect);
  const filters = useSelector(list, selectFilters<ProductFilters>);
  useUrlFilters(list, search, urlFilters);
  // The list as it was left goes with the product, for its page's way back.
  const openProduct = useCallback(
    (productId: number) => navigate(`/pim/products/${productId}`, { state: { listQuery: queryOfProductFilters(list.getSnapshot().context.filters) } }),
    [navigate, list],
  );
  const mayCreate = session.permissions.includes('createProduct');
  const mayLoad = session.permissions.includes('uploadProductBulkLoad');
  const mayExport = session.permissions.includes('exportProducts');
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="pim.products.title" />
        </Heading>
        <HStack gap="4" wrap="wrap">
          {mayCreate && (
            <PortalLink href="/pim/products/new" onOpen={(href) => navigate(href)}>
              <FormattedMessage id="pim.products.create" />
            </PortalLink>
          )}
          {mayLoad && (
            <PortalLink href="/pim/bulk-load" onOpen={(href) => navigate(href)}>
              <FormattedMessage id="pim.products.bulkLoad" />
            </PortalLink>
          )}
          {mayExport && <ExportButton list={list} />}
        </HStack>
      </Flex>
      {mayExport && <ExportProblem list={list} />}
      <ProductsFilters list={list} choices={choices} sellerPicker={session.permissions.includes('findSellerNames') ? flows.sellerPicker : null} inspect={host.inspect} />
      <TabbedListResults<ProductTab, ProductSummary>
        list={list}
        module="pim"
        prefix="pim-products"
        messages={MESSAGES}
        tabs={PRODUCT_TABS}
        selected={filters.tab}
        tabMessages={TAB_MESSAGES}
        onSelect={(tab) => list.send({ type: 'filter.tab', tab })}
      >
        {(rows, linkRef) => <ProductRows rows={rows} tab={filters.tab} onOpen={openProduct} linkRef={linkRef} viewerSellerId={session.sellerId} />}
      </TabbedListResults>
    </Stack>
  );
}

/** "Exportar a Excel": every product the filters select, as a workbook the browser keeps. */
function ExportButton({ list }: { list: ListRef }) {
  const canExport = useSelector(list, selectCanExport);
  const exporting = useSelector(list, selectExporting);
  return (
    <Button variant="outline" size="sm" loading={exporting !== null} loadingText={<FormattedMessage id="pim.products.export" />} disabled={!canExport} onClick={() => list.send({ type: 'list.export', format: 'xlsx' })}>
      <FormattedMessage id="pim.products.export" />
    </Button>
  );
}

function ExportProblem({ list }: { list: ListRef }) {
  const intl = useIntl();
  const problem = useSelector(list, selectExportProblem);
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="pim.products.exportFailed" />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'pim', problem.code) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface ProductsFiltersProps {
  list: ListRef;
  choices: ChoicesRef;
  sellerPicker: ProductFlows['sellerPicker'] | null;
  inspect: ModuleHost['inspect'];
}

/** The search (applied once the typing stops), the category and, for staff, the seller. */
function ProductsFilters({ list, choices, sellerPicker, inspect }: ProductsFiltersProps) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters<ProductFilters>);
  const searchText = useSelector(list, selectSearchText);
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'pim.products.filters' })}
      onSubmit={(event) => event.preventDefault()}
      columns={{ base: 1, md: sellerPicker ? 3 : 2 }}
      gap="3"
      alignItems="start"
    >
      <SearchField
        label="pim.products.search"
        placeholder="pim.products.searchHint"
        text={searchText}
        maxLength={PRODUCT_SEARCH_MAX_LENGTH}
        onType={(text) => list.send({ type: 'filter.search', text })}
      />
      <CategoryFilter choices={choices} categoryId={filters.categoryId} onChange={(categoryId) => list.send({ type: 'filter.category', categoryId })} />
      {sellerPicker ? (
        <Box>
          <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={inspect} />
        </Box>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * The categories grouped by department (a department holds no products of its own). While they are
 * read the select offers only "Todas" (and the category the list is narrowed to, unnamed); if they
 * cannot be read it says so, with "Reintentar".
 */
function CategoryFilter({ choices, categoryId, onChange }: { choices: ChoicesRef; categoryId: number | null; onChange: (categoryId: number | null) => void }) {
  const intl = useIntl();
  const tree = useSelector(choices, (snapshot) => snapshot.context.tree);
  const failed = useSelector(choices, (snapshot) => snapshot.matches('failed'));
  const departments = tree.filter(isDepartment);
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage id="pim.products.category" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={categoryId === null ? '' : String(categoryId)} onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}>
          <option value="">{intl.formatMessage({ id: 'pim.products.category.all' })}</option>
          {/* The address's category while the tree is not read (or when it names none of the tree's): the
              list is narrowed by it, so the select says so instead of showing "Todas". */}
          {categoryId !== null && !tree.some((category) => category.id === categoryId) && (
            <option value={categoryId}>{intl.formatMessage({ id: 'pim.products.category.chosen' })}</option>
          )}
          {departments.map((department) => (
            <optgroup key={department.id} label={department.name}>
              {tree
                .filter((category) => category.parentId === department.id)
                .map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.active ? category.name : intl.formatMessage({ id: 'pim.products.category.retired' }, { name: category.name })}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && (
        <HStack role="alert" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            <FormattedMessage id="pim.products.category.failed" />
          </Text>
          <Button size="xs" variant="outline" onClick={() => choices.send({ type: 'choices.retry' })}>
            <FormattedMessage id="pim.retry" />
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
