/**
 * What the learning guide's drawer shows inside it: the section's introduction with the list of
 * questions, and one question's answer. The sellers' drawer and the guide editor's preview
 * (modules/learningGuides) both draw these, so the preview shows exactly what sellers will read,
 * markdown cleaned by the same Markdown component.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Markdown } from '../richText/Markdown.tsx';

export interface GuideQuestionItem {
  key: string | number;
  title: string;
  value: string;
}

/** The introduction and the questions, each a button that opens its answer. */
export function GuideQuestionList({ intro, questions, onPick, headingId }: { intro: string; questions: readonly GuideQuestionItem[]; onPick: (key: GuideQuestionItem['key']) => void; headingId: string }) {
  return (
    <Stack gap="5">
      <Markdown source={intro} />
      <Box as="section" aria-labelledby={headingId}>
        <Heading as="h3" id={headingId} size="sm" marginBottom="2">
          <FormattedMessage id="learningGuide.questions" />
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0">
          {questions.map((question) => (
            <li key={question.key}>
              <Button
                variant="outline"
                width="full"
                height="auto"
                paddingY="3"
                justifyContent="space-between"
                textAlign="start"
                whiteSpace="normal"
                onClick={() => onPick(question.key)}
              >
                <Box>
                  <Text fontWeight="semibold">{question.title}</Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    {question.value}
                  </Text>
                </Box>
                <GuideArrowIcon direction="right" />
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** A question's title and its markdown answer. */
export function GuideAnswer({ title, content }: { title: string; content: string }) {
  return (
    <>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Markdown source={content} />
    </>
  );
}

export function GuideArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'right' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
    </svg>
  );
}
