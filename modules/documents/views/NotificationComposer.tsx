/**
 * "Nueva notificación": who it is for, its title, size and content (HTML, or one of the registry's
 * components with its details), when it shows ("Desde" and "Hasta", Santiago's clock, each optional),
 * a preview drawn in the sellers' modal, and "Crear notificación".
 * The fields are the composer's form (the page chart's child); a press on an incomplete form shows
 * every error and moves the focus to the first; while it is sent nothing can be edited.
 */
import { useRef } from 'react';
import { Alert, Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { LEARNING_GUIDE_MODULES } from '../../../machines/notifications/notifications.content.ts';
import { useFocusOnInvalid, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { CAMPAIGN_MAX_LENGTH, CONTENT_KINDS, LABEL_MAX_LENGTH, notificationFormSelectors, SIZES } from '../machines/notificationForm.ts';
import type { notificationsAdminMachine } from '../machines/notificationsAdmin.machine.ts';
import type { NotificationFormRef } from '../machines/notificationsAdmin.selectors.ts';
import { ComposerField } from './ComposerField.tsx';
import { NotificationPreview } from './NotificationPreview.tsx';
import { NotificationSchedule } from './NotificationSchedule.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

const AUDIENCES = [
  { value: 'all', labelId: 'documents.audience.all' },
  { value: 'list', labelId: 'documents.audience.list' },
] as const;
const SIZE_OPTIONS = SIZES.map((size) => ({ value: size, labelId: `documents.size.${size}` }));
const KIND_OPTIONS = CONTENT_KINDS.map((kind) => ({ value: kind, labelId: `documents.contentKind.${kind}` }));
const MODULE_OPTIONS = [{ value: '', labelId: 'documents.module.choose' }, ...LEARNING_GUIDE_MODULES.map((module) => ({ value: module, labelId: `notifications.learningGuide.${module}` }))];

export interface NotificationComposerProps {
  page: ActorRefFrom<typeof notificationsAdminMachine>;
  form: NotificationFormRef;
}

export function NotificationComposer({ page, form }: NotificationComposerProps) {
  const intl = useIntl();
  const { submitting, problem, onSubmit } = useFormSubmit(form, notificationFormSelectors);
  const audience = useSelector(form, notificationFormSelectors.value('audience'));
  const kind = useSelector(form, notificationFormSelectors.value('contentKind'));
  const label = useRef<HTMLInputElement>(null);
  const sellerIds = useRef<HTMLTextAreaElement>(null);
  const html = useRef<HTMLTextAreaElement>(null);
  const campaign = useRef<HTMLInputElement>(null);
  const deadline = useRef<HTMLInputElement>(null);
  const path = useRef<HTMLInputElement>(null);
  const module = useRef<HTMLSelectElement>(null);
  const startDay = useRef<HTMLInputElement>(null);
  const startTime = useRef<HTMLInputElement>(null);
  const endDay = useRef<HTMLInputElement>(null);
  const endTime = useRef<HTMLInputElement>(null);
  useFocusOnInvalid(form, { label, sellerIds, html, campaign, deadline, path, module, startDay, startTime, endDay, endTime });
  return (
    <Stack as="section" gap="5" aria-labelledby="documents-composer-title">
      <Heading as="h2" size="lg" id="documents-composer-title">
        <FormattedMessage id="documents.composer.title" />
      </Heading>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="4" maxWidth="2xl">
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="documents.composer.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'documents', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <ComposerField form={form} field="label" kind="line" maxLength={LABEL_MAX_LENGTH} disabled={submitting} inputRef={label} helpId="documents.help.label" />
          <ComposerField form={form} field="audience" kind="choice" options={AUDIENCES} disabled={submitting} />
          {audience === 'list' && <ComposerField form={form} field="sellerIds" kind="text" disabled={submitting} inputRef={sellerIds} helpId="documents.help.sellerIds" />}
          <ComposerField form={form} field="size" kind="choice" options={SIZE_OPTIONS} disabled={submitting} helpId="documents.help.size" />
          <ComposerField form={form} field="contentKind" kind="choice" options={KIND_OPTIONS} disabled={submitting} />
          {kind === 'html' && <ComposerField form={form} field="html" kind="text" disabled={submitting} inputRef={html} helpId="documents.help.html" />}
          {kind === 'campaignInvitation' && (
            <>
              <ComposerField form={form} field="campaign" kind="line" maxLength={CAMPAIGN_MAX_LENGTH} disabled={submitting} inputRef={campaign} />
              <ComposerField form={form} field="deadline" kind="day" disabled={submitting} inputRef={deadline} />
              <ComposerField form={form} field="path" kind="line" disabled={submitting} inputRef={path} helpId="documents.help.path" />
            </>
          )}
          {kind === 'learningGuideTopic' && <ComposerField form={form} field="module" kind="choice" options={MODULE_OPTIONS} disabled={submitting} inputRef={module} />}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <ComposerField form={form} field="startDay" kind="day" disabled={submitting} inputRef={startDay} helpId="documents.help.startDay" />
            <ComposerField form={form} field="startTime" kind="time" disabled={submitting} inputRef={startTime} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <ComposerField form={form} field="endDay" kind="day" disabled={submitting} inputRef={endDay} helpId="documents.help.endDay" />
            <ComposerField form={form} field="endTime" kind="time" disabled={submitting} inputRef={endTime} />
          </SimpleGrid>
          <NotificationSchedule form={form} />
          <Flex gap="3" wrap="wrap">
            <Button variant="ghost" disabled={submitting} onClick={() => page.send({ type: 'compose.cancel' })}>
              <FormattedMessage id="documents.composer.cancel" />
            </Button>
            <Button variant="outline" disabled={submitting} onClick={() => page.send({ type: 'preview.open' })}>
              <FormattedMessage id="documents.composer.preview" />
            </Button>
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={<FormattedMessage id="documents.composer.saving" />}>
              <FormattedMessage id="documents.composer.submit" />
            </Button>
          </Flex>
        </Stack>
      </form>
      <NotificationPreview page={page} form={form} />
    </Stack>
  );
}
