/**
 * "Publicar nueva versión": the document (an existing key or a new one), its title, its content (HTML
 * with a live preview drawn as sellers' modal draws it, or a PDF shown in a frame), its dates and
 * whether accepting it is mandatory; then a confirmation that says what sellers will be asked, and
 * "Publicar". A projection of the publish chart and its form; every press is an event to them.
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { KEY_MAX_LENGTH, NEW_KEY, TITLE_MAX_LENGTH, keyOf, termsFormSelectors, type TermsValues } from '../machines/termsForm.ts';
import type { termsPublishMachine } from '../machines/termsPublish.machine.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { TermsContentPreview } from './TermsContentPreview.tsx';
import { TermsField, type TermsFormRef } from './TermsField.tsx';

type PublishRef = ActorRefFrom<typeof termsPublishMachine>;
type Snapshot = SnapshotFrom<typeof termsPublishMachine>;

const KIND_OPTIONS = [
  { value: 'html', labelId: 'documents.termsKind.html' },
  { value: 'pdf', labelId: 'documents.termsKind.pdf' },
] as const;
const ACCEPTANCE_OPTIONS = [
  { value: 'mandatory', labelId: 'documents.acceptance.mandatory' },
  { value: 'optional', labelId: 'documents.acceptance.optional' },
] as const;

const selectForm = (snapshot: Snapshot): TermsFormRef | null => (snapshot.matches('editing') ? snapshot.context.form : null);
const day = (isoDate: string) => isoDate.split('-').reverse().join('-');

export function TermsPublishPage({ logic, host }: { logic: typeof termsPublishMachine; host: Pick<ModuleHost, 'inspect'> }) {
  const page = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const loading = useSelector(page, (snapshot: Snapshot) => snapshot.matches('loading'));
  const failed = useSelector(page, (snapshot: Snapshot) => snapshot.matches('failed'));
  const form = useSelector(page, selectForm);
  const confirming = useSelector(page, (snapshot: Snapshot) => snapshot.matches('confirming') || snapshot.matches('sending') || snapshot.matches('sendFailed'));
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="documents.title" />
      </Heading>
      <Stack as="section" gap="4" aria-labelledby="documents-publish-title">
        <Heading as="h2" size="lg" id="documents-publish-title">
          <FormattedMessage id="documents.publish.title" />
        </Heading>
        <Text role="status" color="fg.muted" fontSize="sm" minHeight="6">
          {loading && <FormattedMessage id="documents.publish.loading" />}
        </Text>
        {failed && <KeysProblem page={page} />}
        {form && <TermsForm page={page} form={form} />}
        {confirming && <Confirmation page={page} />}
      </Stack>
    </Stack>
  );
}

function ProblemAlert({ titleId, problem }: { titleId: string; problem: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={titleId} />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'documents', problem) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function KeysProblem({ page }: { page: PublishRef }) {
  const problem = useSelector(page, (snapshot: Snapshot) => snapshot.context.problem);
  return (
    <Stack gap="3" align="flex-start">
      <ProblemAlert titleId="documents.publish.keysFailed" problem={problem ?? 'UNEXPECTED'} />
      <Button colorPalette="brand" onClick={() => page.send({ type: 'keys.retry' })}>
        <FormattedMessage id="documents.retry" />
      </Button>
    </Stack>
  );
}

function TermsForm({ page, form }: { page: PublishRef; form: TermsFormRef }) {
  const intl = useIntl();
  const { onSubmit } = useFormSubmit(form, termsFormSelectors);
  const keys = useSelector(page, (snapshot: Snapshot) => snapshot.context.keys ?? []);
  const problem = useSelector(page, (snapshot: Snapshot) => snapshot.context.problem);
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const refs = {
    key: useRef<HTMLSelectElement>(null),
    newKey: useRef<HTMLInputElement>(null),
    title: useRef<HTMLInputElement>(null),
    html: useRef<HTMLTextAreaElement>(null),
    pdfName: useRef<HTMLInputElement>(null),
    startDate: useRef<HTMLInputElement>(null),
    endDate: useRef<HTMLInputElement>(null),
    approvalLimitDate: useRef<HTMLInputElement>(null),
  };
  useFocusOnInvalid(form, refs);
  const keyOptions = [...keys.map((key) => ({ value: key, label: key })), { value: NEW_KEY, labelId: 'documents.publish.newKeyOption' }];
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {problem && <ProblemAlert titleId="documents.publish.refused" problem={problem} />}
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack gap="4" flex="1" minWidth="0" width="full">
            <TermsField form={form} field="key" kind="choice" options={keyOptions} disabled={false} inputRef={refs.key} helpId="documents.help.key" />
            {values.key === NEW_KEY && <TermsField form={form} field="newKey" kind="line" maxLength={KEY_MAX_LENGTH} disabled={false} inputRef={refs.newKey} helpId="documents.help.newKey" />}
            <TermsField form={form} field="title" kind="line" maxLength={TITLE_MAX_LENGTH} disabled={false} inputRef={refs.title} />
            <TermsField form={form} field="contentKind" kind="choice" options={KIND_OPTIONS} disabled={false} />
            {values.contentKind === 'html' ? (
              <TermsField form={form} field="html" kind="text" disabled={false} inputRef={refs.html} helpId="documents.help.termsHtml" />
            ) : (
              <PdfField page={page} form={form} inputRef={refs.pdfName} />
            )}
            <TermsField form={form} field="startDate" kind="day" disabled={false} inputRef={refs.startDate} helpId="documents.help.startDate" />
            <TermsField form={form} field="endDate" kind="day" disabled={false} inputRef={refs.endDate} helpId="documents.help.endDate" />
            <TermsField form={form} field="approvalLimitDate" kind="day" disabled={false} inputRef={refs.approvalLimitDate} />
            <TermsField form={form} field="acceptance" kind="choice" options={ACCEPTANCE_OPTIONS} disabled={false} helpId="documents.help.acceptance" />
          </Stack>
          <Stack flex="1" minWidth="0" width="full">
            <TermsContentPreview title={values.title} contentKind={values.contentKind} html={values.html} pdfBase64={values.pdfBase64} headingId="documents-publish-preview" />
          </Stack>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Button variant="ghost" onClick={() => page.send({ type: 'publish.cancel' })}>
            <FormattedMessage id="documents.publish.cancel" />
          </Button>
          <Button type="submit" colorPalette="brand">
            {intl.formatMessage({ id: 'documents.publish.review' })}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** The PDF: a file input whose choice goes to the page's chart, which reads it; what was chosen stays named. */
function PdfField({ page, form, inputRef }: { page: PublishRef; form: TermsFormRef; inputRef: React.RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  const bound = useFormField(form, termsFormSelectors, 'pdfName');
  const size = useSelector(form, termsFormSelectors.value('pdfSize'));
  const reading = useSelector(page, (snapshot: Snapshot) => snapshot.matches({ editing: 'reading' }));
  return (
    <Field.Root invalid={bound.error !== undefined}>
      <Field.Label>
        <FormattedMessage id="documents.termsField.pdfName" />
      </Field.Label>
      <Input
        ref={inputRef}
        type="file"
        accept=".pdf,application/pdf"
        paddingY="1"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) page.send({ type: 'pdf.choose', file: { name: file.name, size: file.size, blob: file } });
        }}
      />
      <Field.HelperText>
        {reading ? (
          <Flex as="span" gap="2" align="center">
            <Spinner size="xs" />
            <FormattedMessage id="documents.publish.reading" />
          </Flex>
        ) : bound.value ? (
          <FormattedMessage id="documents.publish.chosenFile" values={{ name: bound.value, size: intl.formatNumber(size / (1024 * 1024), { maximumFractionDigits: 1 }) }} />
        ) : (
          <FormattedMessage id="documents.help.pdf" />
        )}
      </Field.HelperText>
      {bound.error && <Field.ErrorText>{intl.formatMessage({ id: bound.error })}</Field.ErrorText>}
    </Field.Root>
  );
}

function Confirmation({ page }: { page: PublishRef }) {
  const values = useSelector(page, (snapshot: Snapshot): TermsValues => snapshot.context.values);
  const keys = useSelector(page, (snapshot: Snapshot) => snapshot.context.keys ?? []);
  const sending = useSelector(page, (snapshot: Snapshot) => snapshot.matches('sending'));
  const failed = useSelector(page, (snapshot: Snapshot) => snapshot.matches('sendFailed'));
  const problem = useSelector(page, (snapshot: Snapshot) => snapshot.context.problem);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form left the screen: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const key = keyOf(values);
  const mandatory = values.acceptance === 'mandatory';
  return (
    <Stack as="section" gap="4" aria-labelledby="documents-confirm-title" borderWidth="1px" rounded="md" padding="4">
      <Heading as="h3" size="md" id="documents-confirm-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="documents.confirm.title" values={{ title: values.title.trim() }} />
      </Heading>
      <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
        <li>
          <FormattedMessage id={keys.includes(key) ? 'documents.confirm.existingKey' : 'documents.confirm.newKey'} values={{ key }} />
        </li>
        <li>
          <FormattedMessage id={values.contentKind === 'html' ? 'documents.confirm.html' : 'documents.confirm.pdf'} values={{ name: values.pdfName }} />
        </li>
        <li>
          <FormattedMessage
            id={values.endDate === '' ? 'documents.confirm.fromOnly' : 'documents.confirm.fromTo'}
            values={{ start: day(values.startDate), end: values.endDate === '' ? '' : day(values.endDate) }}
          />
        </li>
      </Stack>
      <Text>
        <FormattedMessage id={mandatory ? 'documents.confirm.mandatory' : 'documents.confirm.optional'} values={{ start: day(values.startDate), limit: day(values.approvalLimitDate) }} />
      </Text>
      <TermsContentPreview title={values.title} contentKind={values.contentKind} html={values.html} pdfBase64={values.pdfBase64} headingId="documents-confirm-preview" />
      {failed && problem && <ProblemAlert titleId="documents.confirm.failed" problem={problem} />}
      <Flex gap="3" wrap="wrap">
        <Button variant="ghost" disabled={sending} onClick={() => page.send({ type: 'confirm.back' })}>
          <FormattedMessage id="documents.confirm.back" />
        </Button>
        <Button colorPalette="brand" loading={sending} loadingText={<FormattedMessage id="documents.confirm.sending" />} onClick={() => page.send({ type: 'confirm.send' })}>
          <FormattedMessage id={failed ? 'documents.retry' : 'documents.confirm.send'} />
        </Button>
      </Flex>
    </Stack>
  );
}
