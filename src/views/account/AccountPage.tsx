import { useCallback, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Dialog, Flex, Heading, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { waitFor, type ActorRefFrom } from 'xstate';
import { accountTypes } from '../../../shared/onboarding/accountTypes.ts';
import { digitsOnly } from '../../../shared/onboarding/filters.ts';
import { ACCOUNT_LIMITS } from '../../../shared/account/accountRules.ts';
import type { AccountSection, accountFormMachine } from '../../../machines/accountForm/accountForm.machine.ts';
import {
  selectAccountFacts,
  selectHasUnsavedChanges,
  selectIsLoadingAccount,
  selectIsSectionDirty,
  selectLastSaved,
  selectLeaveQuestion,
  selectLoadError,
  selectSaveError,
  selectSavingSection,
  selectSections,
  selectShownErrors,
  selectValues,
} from '../../../machines/accountForm/accountForm.selectors.ts';
import { errorMessageId } from '../layout/errorText.ts';
import { AccountSelectField, AccountTextField } from './AccountField.tsx';
import { useFlowActor } from '../inspection/useFlowActor.ts';

type AccountFormRef = ActorRefFrom<typeof accountFormMachine>;

/**
 * /user/myAccount: the user's own data and, for sellers, the seller's contact data and bank account,
 * each form saved on its own. Leaving with unsaved changes (another page, or logging out) asks first.
 */
export function AccountPage({ logic }: { logic: typeof accountFormMachine }) {
  const form = useFlowActor(logic);
  const loading = useSelector(form, selectIsLoadingAccount);
  const loadError = useSelector(form, selectLoadError);
  const sections = useSelector(form, selectSections);
  const unsaved = useSelector(form, selectHasUnsavedChanges);
  const intl = useIntl();

  // The router asks the flow before leaving: the navigation waits for the person's answer.
  const shouldBlockFn = useCallback(
    async ({ next }: { next: { pathname: string } }) => {
      const destination = next.pathname === '/logout' ? 'logout' : 'page';
      if (!form.getSnapshot().can({ type: 'leave.request', destination })) return form.getSnapshot().matches({ editing: 'saving' });
      form.send({ type: 'leave.request', destination });
      const answered = await waitFor(form, (snapshot) => !snapshot.matches('confirmingLeave'));
      return !answered.matches('left');
    },
    [form],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: () => selectHasUnsavedChanges(form.getSnapshot()), disabled: !unsaved });

  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="3xl">
        <FormattedMessage id="account.title" />
      </Heading>
      {loading && (
        <Flex role="status" align="center" gap="3">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage id="account.loading" />
          </Text>
        </Flex>
      )}
      {loadError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="account.loadFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, loadError) }) }} />
            </Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => form.send({ type: 'load.retry' })}>
            <FormattedMessage id="account.retry" />
          </Button>
        </Alert.Root>
      )}
      {sections.includes('profile') && <ProfileSection form={form} />}
      {sections.includes('contact') && <ContactSection form={form} />}
      {sections.includes('bank') && <BankSection form={form} />}
      <LeaveDialog form={form} />
    </Stack>
  );
}

function SectionCard({
  form,
  section,
  children,
  facts,
}: {
  form: AccountFormRef;
  section: AccountSection;
  children: ReactNode;
  facts?: ReactNode;
}) {
  const dirty = useSelector(form, (snapshot) => selectIsSectionDirty(snapshot, section));
  const saving = useSelector(form, selectSavingSection) === section;
  const busy = useSelector(form, selectSavingSection) !== null;
  const saved = useSelector(form, selectLastSaved) === section;
  const saveError = useSelector(form, selectSaveError);
  const intl = useIntl();
  const titleId = `account-${section}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'section.save', section });
  };
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id={titleId}>
          <FormattedMessage id={`account.${section}.title`} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={`account.${section}.intro`} />
        </Text>
      </Card.Header>
      <Card.Body asChild gap="4">
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          {facts}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {children}
          </SimpleGrid>
          <Box role="status" minH="6">
            {saved && (
              <Text color="fg.success">
                <FormattedMessage id="account.saved" />
              </Text>
            )}
          </Box>
          {saveError?.section === section && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="account.saveFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, saveError.code) }) }} />
              </Alert.Title>
            </Alert.Root>
          )}
          <Flex gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" disabled={!dirty || busy} onClick={() => form.send({ type: 'section.discard', section })}>
              <FormattedMessage id="account.discard" />
            </Button>
            <Button type="submit" colorPalette="brand" disabled={!dirty || busy} loading={saving} loadingText={intl.formatMessage({ id: 'account.saving' })}>
              <FormattedMessage id="account.save" />
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** The field props every input of a section shares: value, shown error, read-only while saving, change. */
function useFieldsOf<S extends AccountSection>(form: AccountFormRef, section: S) {
  const values = useSelector(form, selectValues)[section] as unknown as Record<string, string>;
  const errors = useSelector(form, (snapshot) => selectShownErrors(snapshot, section), shallowEqual);
  const readOnly = useSelector(form, selectSavingSection) !== null;
  return (field: string) => ({
    value: values[field] ?? '',
    error: errors[field],
    readOnly,
    onChange: (value: string) => form.send({ type: 'field.change', section, field, value }),
  });
}

function shallowEqual(left: Record<string, string>, right: Record<string, string>): boolean {
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

function ProfileSection({ form }: { form: AccountFormRef }) {
  const intl = useIntl();
  const field = useFieldsOf(form, 'profile');
  const facts = useSelector(form, selectAccountFacts);
  return (
    <SectionCard
      form={form}
      section="profile"
      facts={<ReadOnlyFacts items={[{ label: intl.formatMessage({ id: 'account.profile.email' }), value: facts?.email ?? '' }]} />}
    >
      <AccountTextField label={intl.formatMessage({ id: 'account.profile.firstName' })} autoComplete="given-name" {...field('firstName')} />
      <AccountTextField label={intl.formatMessage({ id: 'account.profile.lastName' })} autoComplete="family-name" {...field('lastName')} />
      <PhoneField label={intl.formatMessage({ id: 'account.profile.phone' })} required={false} {...field('phone')} />
    </SectionCard>
  );
}

function ContactSection({ form }: { form: AccountFormRef }) {
  const intl = useIntl();
  const field = useFieldsOf(form, 'contact');
  const seller = useSelector(form, selectAccountFacts)?.seller;
  return (
    <SectionCard
      form={form}
      section="contact"
      facts={
        <ReadOnlyFacts
          items={[
            { label: intl.formatMessage({ id: 'account.contact.name' }), value: seller?.name ?? '' },
            { label: intl.formatMessage({ id: 'account.contact.legalName' }), value: seller?.legalName ?? '' },
            { label: intl.formatMessage({ id: 'account.contact.documentNumber' }), value: formatRut(seller?.documentNumber ?? null) },
          ]}
        />
      }
    >
      <AccountTextField
        label={intl.formatMessage({ id: 'account.contact.email' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('contactEmail')}
      />
      <PhoneField label={intl.formatMessage({ id: 'account.contact.phone' })} {...field('contactPhone')} />
    </SectionCard>
  );
}

function BankSection({ form }: { form: AccountFormRef }) {
  const intl = useIntl();
  const field = useFieldsOf(form, 'bank');
  const banks = useSelector(form, selectAccountFacts)?.banks ?? [];
  const accountNumber = field('accountNumber');
  return (
    <SectionCard form={form} section="bank">
      <AccountSelectField
        label={intl.formatMessage({ id: 'account.bank.bank' })}
        placeholder={intl.formatMessage({ id: 'account.bank.choose' })}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        {...field('bankCode')}
      />
      <AccountSelectField
        label={intl.formatMessage({ id: 'account.bank.accountType' })}
        placeholder={intl.formatMessage({ id: 'account.bank.choose' })}
        options={accountTypes.map((type) => ({ value: type.code, label: type.name }))}
        {...field('accountType')}
      />
      <AccountTextField
        label={intl.formatMessage({ id: 'account.bank.accountNumber' })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_LIMITS.accountNumber}
        {...accountNumber}
        // The account number keeps digits only, typed or pasted.
        onChange={(value) => accountNumber.onChange(digitsOnly(value, ACCOUNT_LIMITS.accountNumber))}
      />
    </SectionCard>
  );
}

function PhoneField(props: { label: string; value: string; error?: string | undefined; readOnly: boolean; onChange: (value: string) => void; required?: boolean }) {
  return (
    <AccountTextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      addon="+56"
      maxLength={ACCOUNT_LIMITS.phone}
      onChange={(value) => props.onChange(digitsOnly(value, ACCOUNT_LIMITS.phone))}
    />
  );
}

function ReadOnlyFacts({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="3">
      {items.map((item) => (
        <Box key={item.label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
          <Text as="dd" fontWeight="medium">
            {item.value || '—'}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** '760864285' -> '76.086.428-5'. */
function formatRut(rut: string | null): string {
  if (!rut) return '';
  const body = rut.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${rut.slice(-1)}`;
}

function LeaveDialog({ form }: { form: AccountFormRef }) {
  const question = useSelector(form, selectLeaveQuestion);
  const variant = question ? `${question.destination}.${question.financial ? 'financial' : 'account'}` : 'page.account';
  const stay = () => {
    if (form.getSnapshot().can({ type: 'leave.cancel' })) form.send({ type: 'leave.cancel' });
  };
  return (
    <Dialog.Root role="alertdialog" open={question !== null} onOpenChange={(details) => !details.open && stay()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={`account.leave.${variant}.title`} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <FormattedMessage id={`account.leave.${variant}.body`} />
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={stay}>
                <FormattedMessage id="account.leave.stay" />
              </Button>
              <Button colorPalette="red" onClick={() => form.send({ type: 'leave.confirm' })}>
                <FormattedMessage id={`account.leave.${question?.destination ?? 'page'}.confirm`} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
