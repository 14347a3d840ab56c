/**
 * The bulk upload: the template to download, the file to choose, and what became of the last file:
 * refused whole (why, naming missing columns), uploaded with errors or warnings (the alert with
 * "Cerrar" and "Ver reporte de errores"), or every boleta stored ("Boletas cargadas con éxito").
 */
import { useRef } from 'react';
import { Alert, Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { invoiceUploadMachine } from '../machines/invoiceUpload.machine.ts';
import {
  selectCanChooseFile,
  selectIsDownloadingTemplate,
  selectRefusal,
  selectTemplateProblem,
  selectUploadResult,
  selectUploadScreen,
} from '../machines/invoices.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

const INPUT_ID = 'invoices-upload-file';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function UploadCard({ upload }: { upload: ActorRefFrom<typeof invoiceUploadMachine> }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const screen = useSelector(upload, selectUploadScreen);
  const canChoose = useSelector(upload, selectCanChooseFile);
  const downloading = useSelector(upload, selectIsDownloadingTemplate);
  const templateProblem = useSelector(upload, selectTemplateProblem);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            <FormattedMessage id="invoices.upload.title" />
          </Heading>
          <Text>
            <FormattedMessage id="invoices.upload.help" />
          </Text>
          <Flex gap="3" wrap="wrap" align="center">
            <Button variant="outline" loading={downloading} loadingText={<FormattedMessage id="invoices.upload.template" />} onClick={() => upload.send({ type: 'template.download' })}>
              <FormattedMessage id="invoices.upload.template" />
            </Button>
            <Box>
              <label htmlFor={INPUT_ID}>
                <Text as="span" fontWeight="semibold" marginEnd="2">
                  <FormattedMessage id="invoices.upload.choose" />
                </Text>
              </label>
              <input
                ref={input}
                id={INPUT_ID}
                type="file"
                accept={XLSX_ACCEPT}
                disabled={!canChoose}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // Emptied so the same file can be chosen again after fixing it.
                  event.currentTarget.value = '';
                  if (file) upload.send({ type: 'upload.choose', chosen: { file, fileName: file.name } });
                }}
              />
            </Box>
          </Flex>
          {templateProblem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="invoices.upload.templateFailed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'invoices', templateProblem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {screen === 'busy' && (
            <Flex role="status" align="center" gap="2" color="fg.muted">
              <Spinner size="sm" />
              <FormattedMessage id="invoices.upload.uploading" />
            </Flex>
          )}
          <UploadOutcome upload={upload} screen={screen} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UploadOutcome({ upload, screen }: { upload: ActorRefFrom<typeof invoiceUploadMachine>; screen: ReturnType<typeof selectUploadScreen> }) {
  const intl = useIntl();
  const result = useSelector(upload, selectUploadResult);
  const refusal = useSelector(upload, selectRefusal);
  const close = () => upload.send({ type: 'upload.close' });
  if (screen === 'rejected' && refusal) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="invoices.upload.rejected" />
          </Alert.Title>
          <Alert.Description>
            {refusal.columns.length > 0
              ? intl.formatMessage({ id: 'invoices.upload.columnsMissing' }, { columns: intl.formatList(refusal.columns, { type: 'conjunction' }) })
              : intl.formatMessage({ id: problemMessageId(intl, 'invoices', refusal.code) })}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="ghost" onClick={close}>
          <FormattedMessage id="invoices.upload.close" />
        </Button>
      </Alert.Root>
    );
  }
  if (screen === 'withIssues' && result) {
    return (
      <Alert.Root status={result.errors.length > 0 ? 'error' : 'warning'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="invoices.upload.withIssues" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id={result.errors.length > 0 ? 'invoices.upload.withErrors' : 'invoices.upload.withWarnings'} values={{ errors: result.errors.length, warnings: result.warnings.length, stored: result.stored }} />
          </Alert.Description>
          <Flex gap="2" marginTop="3" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => upload.send({ type: 'upload.viewReport' })}>
              <FormattedMessage id="invoices.upload.viewReport" />
            </Button>
            <Button size="sm" variant="outline" onClick={close}>
              <FormattedMessage id="invoices.upload.close" />
            </Button>
          </Flex>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (screen === 'clean' && result) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="invoices.upload.success" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="invoices.upload.successCount" values={{ stored: result.stored }} />
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="ghost" onClick={close}>
          <FormattedMessage id="invoices.upload.close" />
        </Button>
      </Alert.Root>
    );
  }
  return null;
}
