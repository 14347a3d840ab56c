/**
 * "Cargar stock con Excel" on the Stock page: the template to download, the file to choose, whether
 * its quantities replace the ones on hand or add to them, and "Cargar". What became of a file the
 * portal or the server refused whole is said here (none chosen, not an Excel workbook, required
 * columns missing, named); a file accepted opens its import's page, which follows it.
 */
import { Alert, Button, Card, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { problemText } from '../../../src/views/kit/problemText.ts';
import {
  selectCanChoose,
  selectCanStart,
  selectChosenName,
  selectIsDownloadingTemplate,
  selectIsSending,
  selectMode,
  selectRefusal,
  selectTemplateProblem,
} from '../machines/import.selectors.ts';
import type { importUploadMachine } from '../machines/importUpload.machine.ts';
import { IMPORT_MODES, type ImportMode } from '../machines/stock.types.ts';

type UploadRef = ActorRefFrom<typeof importUploadMachine>;

const INPUT_ID = 'stock-import-file';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportCard({ upload }: { upload: UploadRef }) {
  const intl = useIntl();
  const chosen = useSelector(upload, selectChosenName);
  const mode = useSelector(upload, selectMode);
  const canChoose = useSelector(upload, selectCanChoose);
  const canStart = useSelector(upload, selectCanStart);
  const sending = useSelector(upload, selectIsSending);
  const downloading = useSelector(upload, selectIsDownloadingTemplate);
  const templateProblem = useSelector(upload, selectTemplateProblem);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            <FormattedMessage id="stock.import.title" />
          </Heading>
          <Text>
            <FormattedMessage id="stock.import.help" />
          </Text>
          <Flex gap="3" wrap="wrap" align="center">
            <Button variant="outline" size="sm" loading={downloading} loadingText={<FormattedMessage id="stock.import.template" />} onClick={() => upload.send({ type: 'template.download' })}>
              <FormattedMessage id="stock.import.template" />
            </Button>
          </Flex>
          {templateProblem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="stock.import.templateFailed" />
                </Alert.Title>
                <Alert.Description>{problemText(intl, 'stock', templateProblem)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Stack gap="1">
            <chakra.label htmlFor={INPUT_ID} fontWeight="semibold">
              <FormattedMessage id="stock.import.file" />
            </chakra.label>
            <chakra.input
              id={INPUT_ID}
              type="file"
              accept={XLSX_ACCEPT}
              fontSize="sm"
              disabled={!canChoose}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Emptied so the same file can be chosen again after fixing it.
                event.currentTarget.value = '';
                if (file) upload.send({ type: 'import.choose', chosen: { file, fileName: file.name } });
              }}
            />
            <Text fontSize="sm" color="fg.muted">
              {chosen ? <FormattedMessage id="stock.import.chosen" values={{ fileName: chosen }} /> : <FormattedMessage id="stock.import.noneChosen" />}
            </Text>
          </Stack>
          <chakra.fieldset border="0" padding="0" margin="0" disabled={sending}>
            <chakra.legend fontWeight="semibold" marginBottom="2">
              <FormattedMessage id="stock.import.mode" />
            </chakra.legend>
            <Stack gap="2">
              {IMPORT_MODES.map((each: ImportMode) => (
                <chakra.label key={each} display="flex" gap="2" alignItems="center" fontSize="sm">
                  <chakra.input
                    type="radio"
                    name="stock-import-mode"
                    value={each}
                    checked={mode === each}
                    accentColor="var(--chakra-colors-brand-solid)"
                    onChange={() => upload.send({ type: 'import.mode', mode: each })}
                  />
                  <FormattedMessage id={`stock.import.mode.${each}`} />
                </chakra.label>
              ))}
            </Stack>
          </chakra.fieldset>
          <Flex>
            <Button colorPalette="brand" loading={sending} loadingText={<FormattedMessage id="stock.import.sending" />} disabled={!canStart} onClick={() => upload.send({ type: 'import.start' })}>
              <FormattedMessage id="stock.import.start" />
            </Button>
          </Flex>
          {sending && (
            <Flex role="status" align="center" gap="2" color="fg.muted">
              <Spinner size="sm" />
              <FormattedMessage id="stock.import.sending" />
            </Flex>
          )}
          <Refusal upload={upload} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Why the file was refused whole, naming the missing columns; "Cerrar". */
function Refusal({ upload }: { upload: UploadRef }) {
  const intl = useIntl();
  const refusal = useSelector(upload, selectRefusal);
  if (!refusal) return null;
  const text =
    refusal.columns.length > 0
      ? intl.formatMessage({ id: 'stock.import.columnsMissing' }, { columns: intl.formatList(refusal.columns, { type: 'conjunction' }) })
      : problemText(intl, 'stock', refusal.code);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="stock.import.rejected" />
        </Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {refusal.code !== 'STOCK_FILE_REQUIRED' && (
        <Button size="sm" variant="ghost" onClick={() => upload.send({ type: 'import.close' })}>
          <FormattedMessage id="stock.import.close" />
        </Button>
      )}
    </Alert.Root>
  );
}
