/**
 * Configuración PIM > Categorías: a projection of the category tree's chart. Each department with
 * its categories under it, each row with its commission and the actions the chart offers it (asked
 * with `snapshot.can`); the dialogs of the action under way; what the last one came to.
 */
import { useRef } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import type { Category } from '../machines/catalog.types.ts';
import { isDepartment, type CategoryAction, type categoryTreeMachine } from '../machines/categoryTree.machine.ts';
import { categoryFormSelectors, commissionFormSelectors, type CategoryValues, type CommissionValues } from '../machines/recordForms.ts';
import {
  dialogOf,
  sameNotice,
  selectActing,
  selectConfirmSending,
  selectLoadProblem,
  selectNotice,
  selectRecords,
  selectRecordsScreen,
} from '../machines/recordEditor.selectors.ts';
import { commissionText, Notice, Problem, RetryButton, TextField, Waiting } from './parts.tsx';
import { useRecordForm } from './useRecordForm.ts';

type TreeRef = ReturnType<typeof useActorRef<typeof categoryTreeMachine>>;

const ACTIONS = {
  addDepartment: 'form',
  addCategory: 'form',
  rename: 'form',
  commission: 'form',
  retire: 'confirm',
  reactivate: 'confirm',
  moveUp: 'direct',
  moveDown: 'direct',
} as const satisfies Record<CategoryAction, string>;
const ROW_ACTIONS: readonly CategoryAction[] = ['addCategory', 'rename', 'commission', 'retire', 'reactivate', 'moveUp', 'moveDown'];
const selectDialog = dialogOf(ACTIONS);

/** The actions offered for every record now, by id ('' while something is under way). */
const selectOffered = (snapshot: ReturnType<TreeRef['getSnapshot']>): string =>
  snapshot.matches('shown')
    ? (snapshot.context.records ?? [])
        .map((record) => `${record.id}:${ROW_ACTIONS.filter((action) => snapshot.can({ type: 'record.start', action, record })).join(',')}`)
        .join(';')
    : '';

function offeredOf(offered: string): Map<number, CategoryAction[]> {
  return new Map(
    offered
      .split(';')
      .filter(Boolean)
      .map((entry) => {
        const [id, actions] = entry.split(':');
        return [Number(id), (actions ? actions.split(',') : []) as CategoryAction[]];
      }),
  );
}

export function CategoriesSection({ logic, host }: { logic: typeof categoryTreeMachine; host: Pick<ModuleHost, 'session' | 'inspect'> }) {
  const intl = useIntl();
  const tree = useActorRef(logic, { input: { mayCommission: host.session.permissions.includes('setCategoryCommission') }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(tree, selectRecordsScreen);
  const records = useSelector(tree, selectRecords<Category>);
  const loadProblem = useSelector(tree, selectLoadProblem);
  const offered = offeredOf(useSelector(tree, selectOffered));
  const mayAddDepartment = useSelector(tree, (snapshot) => snapshot.can({ type: 'record.start', action: 'addDepartment', record: null }));
  const departments = records.filter(isDepartment);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          <FormattedMessage id="pim.categories.title" />
        </Heading>
        {screen === 'shown' && (
          <Button colorPalette="brand" disabled={!mayAddDepartment} onClick={() => tree.send({ type: 'record.start', action: 'addDepartment', record: null })}>
            <FormattedMessage id="pim.categories.addDepartment" />
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">
        <FormattedMessage id="pim.categories.intro" />
      </Text>
      <TreeNotice tree={tree} />
      {screen === 'loading' && <Waiting id="pim.categories.loading" />}
      {screen === 'failed' && (
        <Problem titleId="pim.categories.failed" code={loadProblem}>
          <RetryButton onClick={() => tree.send({ type: 'records.retry' })} />
        </Problem>
      )}
      {screen === 'shown' && (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="4" aria-label={intl.formatMessage({ id: 'pim.categories.tree' })}>
          {departments.map((department) => (
            <Box as="li" key={department.id} borderWidth="1px" borderRadius="md" padding="3">
              <CategoryRow tree={tree} category={department} department={null} offered={offered.get(department.id) ?? []} />
              <chakra.ul listStyleType="none" marginTop="2" paddingStart={{ base: '2', md: '6' }} display="flex" flexDirection="column" gap="2">
                {records
                  .filter((record) => record.parentId === department.id)
                  .map((category) => (
                    <Box as="li" key={category.id} borderTopWidth="1px" paddingTop="2">
                      <CategoryRow tree={tree} category={category} department={department} offered={offered.get(category.id) ?? []} />
                    </Box>
                  ))}
              </chakra.ul>
            </Box>
          ))}
        </chakra.ul>
      )}
      <CategoryDialog tree={tree} />
      <CommissionDialog tree={tree} />
      <ConfirmDialog tree={tree} />
    </Stack>
  );
}

function CategoryRow({ tree, category, department, offered }: { tree: TreeRef; category: Category; department: Category | null; offered: CategoryAction[] }) {
  const intl = useIntl();
  const acting = useSelector(tree, selectActing<Category, CategoryAction>);
  const busy = acting?.record?.id === category.id ? acting.action : null;
  const start = (action: CategoryAction) => tree.send({ type: 'record.start', action, record: category });
  const button = (action: CategoryAction, label: string) =>
    offered.includes(action) || busy === action ? (
      <Button key={action} size="xs" variant="outline" loading={busy === action} aria-label={intl.formatMessage({ id: `pim.categories.${action}.named` }, { name: category.name })} onClick={() => start(action)}>
        {label}
      </Button>
    ) : null;
  const inherits = category.commissionBp === null;
  return (
    <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="2" direction={{ base: 'column', md: 'row' }}>
      <Box>
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight={department ? 'normal' : 'semibold'}>{category.name}</Text>
          {!category.active && (
            <Badge colorPalette="gray" variant="subtle">
              <FormattedMessage id="pim.retired" />
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id={inherits ? 'pim.categories.commission.inherited' : 'pim.categories.commission.own'}
            values={{ value: commissionText(intl, category.effectiveCommissionBp) }}
          />
        </Text>
      </Box>
      <Flex gap="1" wrap="wrap">
        {button('addCategory', intl.formatMessage({ id: 'pim.categories.addCategory' }))}
        {button('rename', intl.formatMessage({ id: 'pim.rename' }))}
        {button('commission', intl.formatMessage({ id: 'pim.categories.commission' }))}
        {button('moveUp', intl.formatMessage({ id: 'pim.moveUp' }))}
        {button('moveDown', intl.formatMessage({ id: 'pim.moveDown' }))}
        {button('retire', intl.formatMessage({ id: 'pim.retire' }))}
        {button('reactivate', intl.formatMessage({ id: 'pim.reactivate' }))}
      </Flex>
    </Flex>
  );
}

function TreeNotice({ tree }: { tree: TreeRef }) {
  const intl = useIntl();
  const notice = useSelector(tree, selectNotice<Category, CategoryAction>, sameNotice);
  if (notice === null) return null;
  if (notice.kind === 'conflict') {
    return (
      <Notice status="warning">
        <FormattedMessage id={notice.reloading ? 'pim.conflict.reloading' : 'pim.conflict.shown'} />
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
  const name = notice.written[0]?.name ?? notice.record?.name ?? '';
  return (
    <Notice status="success">
      <FormattedMessage id={`pim.categories.done.${notice.action}`} values={{ name }} />
    </Notice>
  );
}

const EMPTY_CATEGORY: CategoryValues = { name: '', code: '' };
/** The actions asked with the name form (the commission has its own). */
const NAMING: readonly CategoryAction[] = ['addDepartment', 'addCategory', 'rename'];

function CategoryDialog({ tree }: { tree: TreeRef }) {
  const intl = useIntl();
  const dialog = useSelector(tree, selectDialog<Category>);
  const nameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useRecordForm(tree, categoryFormSelectors, EMPTY_CATEGORY, { name: nameRef, code: codeRef }, NAMING);
  const action = dialog && (dialog.action === 'addDepartment' || dialog.action === 'addCategory' || dialog.action === 'rename') ? dialog.action : null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ActionDialog
      open={action !== null}
      sending={form.sending}
      onClose={() => tree.send({ type: 'record.close' })}
      onConfirm={form.submit}
      title={action ? t(`pim.categories.${action}.title`, { name: dialog?.record?.name ?? '' }) : ''}
      problem={form.problem ? { text: problemText(intl, 'pim', form.problem) } : null}
      confirmLabel={t(action === 'rename' ? 'pim.save' : 'pim.add')}
      formId="pim-category-form"
    >
      <Stack gap="4">
        <TextField label={t('pim.field.name')} inputRef={nameRef} maxLength={80} disabled={form.sending} value={form.values.name} error={form.errors.name} onChange={(value) => form.change('name', value)} onBlur={() => form.blur('name')} />
        {action !== 'rename' && (
          <TextField
            label={t('pim.field.categoryCode')}
            inputRef={codeRef}
            maxLength={60}
            disabled={form.sending}
            value={form.values.code}
            error={form.errors.code}
            hint={t('pim.field.categoryCode.hint')}
            onChange={(value) => form.change('code', value)}
            onBlur={() => form.blur('code')}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}

const EMPTY_COMMISSION: CommissionValues = { percent: '', inherit: false };

function CommissionDialog({ tree }: { tree: TreeRef }) {
  const intl = useIntl();
  const dialog = useSelector(tree, selectDialog<Category>);
  const percentRef = useRef<HTMLInputElement>(null);
  const form = useRecordForm(tree, commissionFormSelectors, EMPTY_COMMISSION, { percent: percentRef }, ['commission']);
  const category = dialog?.action === 'commission' ? dialog.record : null;
  const department = category !== null && isDepartment(category);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ActionDialog
      open={category !== null}
      sending={form.sending}
      onClose={() => tree.send({ type: 'record.close' })}
      onConfirm={form.submit}
      title={t('pim.categories.commission.title', { name: category?.name ?? '' })}
      description={t(department ? 'pim.categories.commission.department' : 'pim.categories.commission.category')}
      problem={form.problem ? { text: problemText(intl, 'pim', form.problem) } : null}
      confirmLabel={t('pim.save')}
      formId="pim-commission-form"
    >
      <Stack gap="4">
        {!department && (
          <chakra.label display="flex" gap="2" alignItems="center">
            <chakra.input type="checkbox" width="4" height="4" checked={form.values.inherit} disabled={form.sending} onChange={(event) => form.change('inherit', event.currentTarget.checked)} />
            <FormattedMessage id="pim.categories.commission.inherit" />
          </chakra.label>
        )}
        {!form.values.inherit && (
          <TextField
            label={t('pim.field.percent')}
            inputRef={percentRef}
            inputMode="decimal"
            maxLength={6}
            disabled={form.sending}
            value={form.values.percent}
            error={form.errors.percent}
            hint={t('pim.field.percent.hint')}
            onChange={(value) => form.change('percent', value)}
            onBlur={() => form.blur('percent')}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}

function ConfirmDialog({ tree }: { tree: TreeRef }) {
  const intl = useIntl();
  const dialog = useSelector(tree, selectDialog<Category>);
  const sending = useSelector(tree, selectConfirmSending);
  const action = dialog && (dialog.action === 'retire' || dialog.action === 'reactivate') ? dialog.action : null;
  const name = dialog?.record?.name ?? '';
  // A department's retirement reaches every category it holds, and its words say so.
  const kind = dialog?.record && isDepartment(dialog.record) ? 'department' : 'category';
  return (
    <ActionDialog
      open={action !== null}
      sending={sending}
      onClose={() => tree.send({ type: 'record.close' })}
      onConfirm={() => tree.send({ type: 'record.confirm' })}
      title={intl.formatMessage({ id: `pim.categories.${action ?? 'retire'}.title` }, { name })}
      description={intl.formatMessage({ id: `pim.categories.${action ?? 'retire'}.description.${kind}` })}
      confirmLabel={intl.formatMessage({ id: action === 'reactivate' ? 'pim.reactivate' : 'pim.retire' })}
      confirmPalette={action === 'reactivate' ? 'brand' : 'red'}
    />
  );
}
