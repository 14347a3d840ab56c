/**
 * /users/new and /users/<id>/edit: the user's form. Errors show under their fields once left, all of
 * them after a press; the server's refusals (an e-mail another user has, a role the person may not
 * give) show under their field or above the button, and nothing typed is lost.
 */
import { useRef } from 'react';
import { Alert, Button, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { USER_STATUSES } from '../../../shared/users/userRules.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { AccountSelectField, AccountTextField } from '../../../src/views/account/AccountField.tsx';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import type { userEditorMachine } from '../machines/userEditor.machine.ts';
import { userFormSelectors as selectors, type UserFormValues } from '../machines/userForm.ts';
import { selectEditorScreen, selectEditorSellers, selectUserForm, type UserFormRef } from '../machines/users.selectors.ts';
import type { SellerOption } from '../machines/users.types.ts';
import { moduleHome } from '../../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../../src/views/kit/NotFoundPage.tsx';
import { USER_NOT_FOUND } from './userNotFound.ts';

export function UserFormPage({ logic, userId, host }: { logic: typeof userEditorMachine; userId: number | null; host: Pick<ModuleHost, 'navigate' | 'inspect'> }) {
  const editor = useActorRef(logic, { input: { userId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(editor, selectEditorScreen);
  const form = useSelector(editor, selectUserForm);
  const sellers = useSelector(editor, selectEditorSellers);
  if (screen === 'notFound') return <NotFoundPage home={moduleHome('users')} onOpen={(to) => host.navigate(to)} words={USER_NOT_FOUND} />;
  return (
    <Stack gap="5" maxWidth="3xl">
      <Heading as="h1" size="2xl">
        <FormattedMessage id={userId === null ? 'users.form.titleNew' : 'users.form.titleEdit'} />
      </Heading>
      {screen === 'loading' && <Spinner aria-label="…" />}
      {screen === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="users.form.loadFailed" />
          </Alert.Title>
          <Button size="sm" marginStart="auto" onClick={() => editor.send({ type: 'editor.retry' })}>
            <FormattedMessage id="users.retry" />
          </Button>
        </Alert.Root>
      )}
      {screen === 'notAllowed' && (
        <Text>
          <FormattedMessage id="users.form.notAllowed" />
        </Text>
      )}
      {screen === 'editing' && form && <UserFields form={form} sellers={sellers} />}
    </Stack>
  );
}

function UserFields({ form, sellers }: { form: UserFormRef; sellers: readonly SellerOption[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const grantable = useSelector(form, (snapshot) => snapshot.context.facts.grantableRoles);
  const creating = useSelector(form, (snapshot) => snapshot.context.facts.userId === null);
  const firstName = useFormField(form, selectors, 'firstName');
  const lastName = useFormField(form, selectors, 'lastName');
  const email = useFormField(form, selectors, 'email');
  const role = useFormField(form, selectors, 'role');
  const status = useFormField(form, selectors, 'status');
  const seller = useFormField(form, selectors, 'sellerId');
  const { submitting, problem, onSubmit } = useFormSubmit(form, selectors);
  const refs = {
    firstName: useRef<HTMLInputElement & HTMLSelectElement>(null),
    lastName: useRef<HTMLInputElement & HTMLSelectElement>(null),
    email: useRef<HTMLInputElement & HTMLSelectElement>(null),
    role: useRef<HTMLInputElement & HTMLSelectElement>(null),
    status: useRef<HTMLInputElement & HTMLSelectElement>(null),
    sellerId: useRef<HTMLInputElement & HTMLSelectElement>(null),
  } satisfies Record<keyof UserFormValues, unknown>;
  useFocusOnInvalid(form, refs);
  const isSeller = role.value === 'seller';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('users.form.label')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AccountTextField label={t('users.field.firstName')} readOnly={submitting} inputRef={refs.firstName} autoComplete="off" maxLength={100} {...firstName} />
          <AccountTextField label={t('users.field.lastName')} readOnly={submitting} inputRef={refs.lastName} autoComplete="off" maxLength={100} {...lastName} />
        </SimpleGrid>
        <AccountTextField label={t('users.field.email')} type="email" readOnly={submitting} inputRef={refs.email} autoComplete="off" maxLength={254} {...email} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AccountSelectField
            label={t('users.field.role')}
            readOnly={submitting}
            inputRef={refs.role}
            placeholder={t('users.form.chooseRole')}
            options={grantable.map((value) => ({ value, label: t(`users.role.${value}`) }))}
            {...role}
            onChange={(value) => role.onChange(value as typeof role.value)}
          />
          <AccountSelectField
            label={t('users.field.status')}
            readOnly={submitting}
            inputRef={refs.status}
            placeholder={t('users.form.chooseStatus')}
            options={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
            {...status}
            onChange={(value) => status.onChange(value as typeof status.value)}
          />
        </SimpleGrid>
        <AccountSelectField
          label={t('users.field.seller')}
          readOnly={submitting}
          inputRef={refs.sellerId}
          placeholder={t(isSeller ? 'users.form.chooseSeller' : 'users.seller.none')}
          options={sellers.map((option) => ({ value: String(option.id), label: option.name }))}
          {...seller}
        />
        {problem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(`users.problem.${problem}`)}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={submitting} loadingText={<FormattedMessage id="users.form.save" />}>
          <FormattedMessage id="users.form.save" />
        </Button>
        {creating && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="users.form.linkNote" />
          </Text>
        )}
      </Stack>
    </form>
  );
}
