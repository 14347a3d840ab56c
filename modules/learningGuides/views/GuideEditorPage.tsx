/**
 * One guide's editor: a projection of the editor chart. The form beside the live preview while
 * editing, what is being sent while saving, a failure with "Reintentar" (the draft is kept), and
 * theirs beside yours when someone saved first.
 */
import { Alert, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { GuideDraft } from '../../../shared/learningGuides/guideRules.ts';
import type { guideEditorMachine } from '../machines/guideEditor.machine.ts';
import {
  selectDraftGuide,
  selectGuide,
  selectGuideForm,
  selectJustSaved,
  selectPreviewed,
  selectProblem,
  selectQuestionCount,
  selectScreen,
  selectTheirs,
} from '../machines/guideEditor.selectors.ts';
import type { GuideModule } from '../machines/guides.types.ts';
import { GuideForm } from './GuideForm.tsx';
import { GuidePreview } from './GuidePreview.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { Problem, Waiting } from './shared.tsx';

type EditorRef = ActorRefFrom<typeof guideEditorMachine>;

export function GuideEditorPage({ logic, module, host }: { logic: typeof guideEditorMachine; module: GuideModule; host: ModuleHost }) {
  const editor = useActorRef(logic, { input: { module }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const intl = useIntl();
  const screen = useSelector(editor, selectScreen);
  const guide = useSelector(editor, selectGuide);
  const problem = useSelector(editor, selectProblem);
  const section = intl.formatMessage({ id: `learningGuides.section.${module}` });
  const open = (href: string) => host.navigate(href);
  return (
    <Stack gap="6" maxW="7xl">
      <Box>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="learningGuides.editor.heading" values={{ section }} />
        </Heading>
        {guide && (
          <Text color="fg.muted">
            <FormattedMessage id="learningGuides.editor.version" values={{ version: guide.version }} />
          </Text>
        )}
        <Flex gap="4" marginTop="2" wrap="wrap">
          <PortalLink href="/learning-guides" onOpen={open}>
            <FormattedMessage id="learningGuides.back" />
          </PortalLink>
          <PortalLink href={`/learning-guides/${module}/ratings`} onOpen={open}>
            <FormattedMessage id="learningGuides.editor.ratingsLink" />
          </PortalLink>
        </Flex>
      </Box>
      {screen === 'loading' && <Waiting id="learningGuides.editor.loading" />}
      {screen === 'loadFailed' && (
        <Problem title={intl.formatMessage({ id: 'learningGuides.editor.loadFailed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => editor.send({ type: 'editor.retry' })}>
            <FormattedMessage id="learningGuides.retry" />
          </Button>
        </Problem>
      )}
      {screen === 'editing' && <EditingScreen editor={editor} />}
      {screen === 'saving' && <Waiting id="learningGuides.saving" />}
      {screen === 'failed' && (
        <Problem title={intl.formatMessage({ id: 'learningGuides.failed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => editor.send({ type: 'editor.retry' })}>
            <FormattedMessage id="learningGuides.retry" />
          </Button>
          <Button variant="outline" onClick={() => editor.send({ type: 'editor.keepEditing' })}>
            <FormattedMessage id="learningGuides.keepEditing" />
          </Button>
        </Problem>
      )}
      {screen === 'conflict' && <ConflictScreen editor={editor} />}
    </Stack>
  );
}

function EditingScreen({ editor }: { editor: EditorRef }) {
  const form = useSelector(editor, selectGuideForm);
  const count = useSelector(editor, selectQuestionCount);
  const draft = useSelector(editor, selectDraftGuide);
  const previewed = useSelector(editor, selectPreviewed);
  const justSaved = useSelector(editor, selectJustSaved);
  const guide = useSelector(editor, selectGuide);
  return (
    <Stack gap="4">
      {justSaved && guide && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="learningGuides.saved" values={{ version: guide.version }} />
          </Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        {form && <GuideForm key={form.id + count} form={form} editor={editor} questionCount={count} />}
        {draft && (
          <GuidePreview
            draft={draft}
            previewed={previewed}
            onOpen={(index) => editor.send({ type: 'preview.open', index })}
            onBack={() => editor.send({ type: 'preview.back' })}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

function GuideSummaryView({ title, draft }: { title: string; draft: GuideDraft }) {
  const intl = useIntl();
  const headingId = `summary-${title.replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" padding="4">
      <Heading as="h2" id={headingId} size="md" marginBottom="2">
        {title}
      </Heading>
      <Text fontWeight="semibold">{draft.title}</Text>
      <Text whiteSpace="pre-wrap" marginBottom="2">
        {draft.content}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'learningGuides.conflict.questions' }, { count: draft.questions.length })}
      </Text>
      <Stack as="ol" gap="1" paddingStart="5">
        {draft.questions.map((question, index) => (
          <li key={index}>
            <Text fontWeight="semibold">{question.title}</Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {question.content}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function ConflictScreen({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const theirs = useSelector(editor, selectTheirs);
  const draft = useSelector(editor, selectDraftGuide);
  if (!theirs || !draft) return null;
  return (
    <Stack gap="4">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="learningGuides.conflict" values={{ version: theirs.version }} />
        </Alert.Title>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GuideSummaryView title={intl.formatMessage({ id: 'learningGuides.conflict.theirs' }, { version: theirs.version })} draft={theirs} />
        <GuideSummaryView title={intl.formatMessage({ id: 'learningGuides.conflict.yours' })} draft={draft} />
      </SimpleGrid>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => editor.send({ type: 'conflict.reapply' })}>
          <FormattedMessage id="learningGuides.conflict.reapply" values={{ version: theirs.version }} />
        </Button>
        <Button variant="outline" onClick={() => editor.send({ type: 'conflict.discard' })}>
          <FormattedMessage id="learningGuides.conflict.discard" />
        </Button>
      </Flex>
    </Stack>
  );
}
