/**
 * The draft as sellers will read it: the help drawer's own content components (GuideContent.tsx),
 * so markdown and anything hostile typed into it is cleaned exactly as in sellers' drawer.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GuideDraft } from '../../../shared/learningGuides/guideRules.ts';
import { GuideAnswer, GuideArrowIcon, GuideQuestionList } from '../../../src/views/learningGuide/GuideContent.tsx';

export function GuidePreview({ draft, previewed, onOpen, onBack }: { draft: GuideDraft; previewed: number | null; onOpen: (index: number) => void; onBack: () => void }) {
  const intl = useIntl();
  const empty = intl.formatMessage({ id: 'learningGuides.preview.empty' });
  const question = previewed === null ? undefined : draft.questions[previewed];
  return (
    <Box as="section" aria-labelledby="guide-preview-title" borderWidth="1px" borderRadius="md" padding="4" maxWidth="490px" width="100%">
      <Heading as="h2" id="guide-preview-title" size="md">
        <FormattedMessage id="learningGuides.preview.title" />
      </Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">
        <FormattedMessage id="learningGuides.preview.note" />
      </Text>
      <Box borderTopWidth="1px" paddingTop="4">
        {question ? (
          <Stack gap="4">
            <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack}>
              <GuideArrowIcon direction="left" />
              <FormattedMessage id="learningGuides.preview.back" />
            </Button>
            <GuideAnswer title={question.title.trim() || empty} content={question.content} />
          </Stack>
        ) : (
          <Stack gap="4">
            <Text fontWeight="semibold" fontSize="lg">
              {draft.title.trim() || empty}
            </Text>
            <GuideQuestionList
              headingId="guide-preview-questions"
              intro={draft.content}
              questions={draft.questions.map((item, index) => ({ key: index, title: item.title.trim() || empty, value: item.value }))}
              onPick={(key) => onOpen(Number(key))}
            />
          </Stack>
        )}
      </Box>
    </Box>
  );
}
