import { useCallback, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Alert, Box, Button, Card, Dialog, Flex, Heading, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { waitFor, type ActorRefFrom } from 'xstate';
import { accountTypes } from '../../../shared/onboarding/accountTypes.ts';
import { digitsOnly } from '../../../shared/onboarding/filters.ts';
import { ACCOUNT_LIMITS } from '../../../shared/account/accountRules.ts';
import type { AccountSection, accountFormMachine } from '../../../machines/accountForm/accountForm.machine.ts';
import { sectionSelectors, type SectionFacts, type SectionValues } from '../../../machines/accountForm/accountSectionForms.ts';
import type { FieldOf } from '../../../machines/form/form.machine.ts';
import type { FormSelectors } from '../../../machines/form/form.selectors.ts';
import { useFocusOnInvalid, useFormField, useFormSubmit, type FormActor } from '../form/useForm.ts';
import {
  selectAccountFacts,
  selectForms,
  selectHasUnsavedChanges,
  selectIsLoadingAccount,
  selectIsSaving,
  selectLastSaved,
  selectLeaveQuestion,
  selectLoadError,
  selectSections,
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
  const forms = useSelector(form, selectForms);
  const intl = useIntl();

  // The router asks the flow before leaving: the navigation waits for the person's answer.
  const shouldBlockFn = useCallback(
    async ({ next }: { next: { pathname: string } }) => {
      const destination = next.pathname === '/logout' ? 'logout' : 'page';
      // Nothing unsaved: go, unless a save is on its way (its answer would be lost).
      if (!form.getSnapshot().can({ type: 'leave.request', destination })) return selectIsSaving(form.getSnapshot());
      form.send({ type: 'leave.request', destination });
      const answered = await waitFor(form, (snapshot) => !snapshot.matches({ ready: 'confirmingLeave' }));
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
      {sections.includes('profile') && forms.profile && <ProfileSection page={form} form={forms.profile} />}
      {sections.includes('contact') && forms.contact && <ContactSection page={form} form={forms.contact} />}
      {sections.includes('bank') && forms.bank && <BankSection page={form} form={forms.bank} />}
      <LeaveDialog form={form} />
    </Stack>
  );
}

interface SectionCardProps<TValues> {
  page: AccountFormRef;
  section: AccountSection;
  form: FormActor<TValues, SectionFacts>;
  selectors: FormSelectors<TValues, SectionFacts>;
  /** The inputs, by field: a refused save moves the focus to the first with an error. */
  inputs: Partial<Record<FieldOf<TValues>, RefObject<HTMLElement | null>>>;
  children: ReactNode;
  facts?: ReactNode;
}

/** One section's form: its fields, its "saved" line, why a save failed, and Descartar and Guardar. */
function SectionCard<TValues>({ page, section, form, selectors, inputs, children, facts }: SectionCardProps<TValues>) {
  const { canSubmit, submitting, problem, onSubmit } = useFormSubmit(form, selectors);
  const dirty = useSelector(form, selectors.isDirty);
  const saved = useSelector(page, selectLastSaved) === section;
  const intl = useIntl();
  useFocusOnInvalid(form, inputs);
  const titleId = `account-${section}-title`;
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
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
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
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="account.saveFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, problem) }) }} />
              </Alert.Title>
            </Alert.Root>
          )}
          <Flex gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" disabled={!dirty || submitting} onClick={() => form.send({ type: 'form.reset' })}>
              <FormattedMessage id="account.discard" />
            </Button>
            {/* Nothing new: nothing to save. Something new that breaks a rule: a press shows every error. */}
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!dirty}
              aria-disabled={dirty && !canSubmit ? true : undefined}
              loading={submitting}
              loadingText={intl.formatMessage({ id: 'account.saving' })}
            >
              <FormattedMessage id="account.save" />
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** A section's input: the form's bound field, read-only while the section saves, and where a refused save puts the focus. */
function useSectionField<TValues, F extends FieldOf<TValues>>(
  form: FormActor<TValues, SectionFacts>,
  selectors: FormSelectors<TValues, SectionFacts>,
  field: F,
) {
  const bound = useFormField(form, selectors, field);
  const readOnly = useSelector(form, selectors.isSubmitting);
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  return { ...bound, value: String(bound.value), readOnly, inputRef };
}

function ProfileSection({ page, form }: { page: AccountFormRef; form: FormActor<SectionValues['profile'], SectionFacts> }) {
  const intl = useIntl();
  const firstName = useSectionField(form, sectionSelectors.profile, 'firstName');
  const lastName = useSectionField(form, sectionSelectors.profile, 'lastName');
  const phone = useSectionField(form, sectionSelectors.profile, 'phone');
  const facts = useSelector(page, selectAccountFacts);
  return (
    <SectionCard
      page={page}
      section="profile"
      form={form}
      selectors={sectionSelectors.profile}
      inputs={{ firstName: firstName.inputRef, lastName: lastName.inputRef, phone: phone.inputRef }}
      facts={<ReadOnlyFacts items={[{ label: intl.formatMessage({ id: 'account.profile.email' }), value: facts?.email ?? '' }]} />}
    >
      <AccountTextField label={intl.formatMessage({ id: 'account.profile.firstName' })} autoComplete="given-name" {...firstName} />
      <AccountTextField label={intl.formatMessage({ id: 'account.profile.lastName' })} autoComplete="family-name" {...lastName} />
      <PhoneField label={intl.formatMessage({ id: 'account.profile.phone' })} required={false} {...phone} />
    </SectionCard>
  );
}

function ContactSection({ page, form }: { page: AccountFormRef; form: FormActor<SectionValues['contact'], SectionFacts> }) {
  const intl = useIntl();
  const contactEmail = useSectionField(form, sectionSelectors.contact, 'contactEmail');
  const contactPhone = useSectionField(form, sectionSelectors.contact, 'contactPhone');
  const seller = useSelector(page, selectAccountFacts)?.seller;
  return (
    <SectionCard
      page={page}
      section="contact"
      form={form}
      selectors={sectionSelectors.contact}
      inputs={{ contactEmail: contactEmail.inputRef, contactPhone: contactPhone.inputRef }}
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
        {...contactEmail}
      />
      <PhoneField label={intl.formatMessage({ id: 'account.contact.phone' })} {...contactPhone} />
    </SectionCard>
  );
}

function BankSection({ page, form }: { page: AccountFormRef; form: FormActor<SectionValues['bank'], SectionFacts> }) {
  const intl = useIntl();
  const bankCode = useSectionField(form, sectionSelectors.bank, 'bankCode');
  const accountType = useSectionField(form, sectionSelectors.bank, 'accountType');
  const accountNumber = useSectionField(form, sectionSelectors.bank, 'accountNumber');
  const banks = useSelector(page, selectAccountFacts)?.banks ?? [];
  return (
    <SectionCard
      page={page}
      section="bank"
      form={form}
      selectors={sectionSelectors.bank}
      inputs={{ bankCode: bankCode.inputRef, accountType: accountType.inputRef, accountNumber: accountNumber.inputRef }}
    >
      <AccountSelectField
        label={intl.formatMessage({ id: 'account.bank.bank' })}
        placeholder={intl.formatMessage({ id: 'account.bank.choose' })}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        {...bankCode}
      />
      <AccountSelectField
        label={intl.formatMessage({ id: 'account.bank.accountType' })}
        placeholder={intl.formatMessage({ id: 'account.bank.choose' })}
        options={accountTypes.map((type) => ({ value: type.code, label: type.name }))}
        {...accountType}
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

function PhoneField(props: ComponentProps<typeof AccountTextField>) {
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
