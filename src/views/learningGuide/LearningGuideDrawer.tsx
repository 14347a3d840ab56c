/**
 * The learning guide's drawer, 490 px wide on the right (the whole width on a phone): the section's
 * guide and its questions; a question's answer with "¿Te sirvió?" under it. While a question is open
 * the header's title gives way to "Volver". Everything it shows is a projection of the learning-guide
 * chart; every press is an event to it.
 */
import type { RefObject } from 'react';
import { Alert, Box, Button, CloseButton, Drawer, Flex, Portal, RadioGroup, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { NEGATIVE_REASONS, type GuideQuestion, type learningGuideMachine } from '../../../machines/learningGuide/learningGuide.machine.ts';
import {
  selectCanSendReason,
  selectGuide,
  selectGuideScreen,
  selectOpenQuestion,
  selectRatingFailed,
  selectRatingScreen,
  selectReason,
} from '../../../machines/learningGuide/learningGuide.selectors.ts';
import { GuideAnswer, GuideArrowIcon, GuideQuestionList } from './GuideContent.tsx';
import { HelpCentreTopics } from '../help/HelpCentreTopics.tsx';
import { drawerRecipe } from '../motion/drawerRecipe.ts';

type GuideRef = ActorRefFrom<typeof learningGuideMachine>;

export interface LearningGuideDrawerProps {
  guide: GuideRef;
  /** Where the focus goes back when the drawer closes (the floating button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function LearningGuideDrawer({ guide, returnFocusTo }: LearningGuideDrawerProps) {
  const intl = useIntl();
  const screen = useSelector(guide, selectGuideScreen);
  const content = useSelector(guide, selectGuide);
  const question = useSelector(guide, selectOpenQuestion);

  return (
    <Drawer.Root
      recipe={drawerRecipe}
      open={screen !== 'closed'}
      onOpenChange={(details) => !details.open && guide.send({ type: 'guide.close' })}
      placement="end"
      lazyMount
      unmountOnExit
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="490px" width="100%" aria-label={content?.title ?? intl.formatMessage({ id: 'learningGuide.button' })}>
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" borderBottomWidth="1px">
              {question ? (
                <Button variant="ghost" size="sm" marginStart="-2" onClick={() => guide.send({ type: 'guide.back' })}>
                  <GuideArrowIcon direction="left" />
                  <FormattedMessage id="learningGuide.back" />
                </Button>
              ) : (
                <Drawer.Title>{content?.title ?? <FormattedMessage id="learningGuide.button" />}</Drawer.Title>
              )}
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'learningGuide.close' })} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body paddingY="5">
              {screen === 'loading' && (
                <Flex role="status" align="center" gap="3">
                  <Spinner size="sm" />
                  <FormattedMessage id="learningGuide.loading" />
                </Flex>
              )}
              {screen === 'loadFailed' && (
                <Stack gap="4">
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="learningGuide.loadFailed" />
                    </Alert.Title>
                  </Alert.Root>
                  <Button alignSelf="flex-start" onClick={() => guide.send({ type: 'guide.retry' })}>
                    <FormattedMessage id="learningGuide.retry" />
                  </Button>
                </Stack>
              )}
              {screen === 'list' && content && (
                <Stack gap="8">
                  <GuideQuestionList
                    headingId="learning-guide-questions"
                    intro={content.content}
                    questions={content.data.map((item) => ({ key: item.id, title: item.title, value: item.value }))}
                    onPick={(key) => guide.send({ type: 'guide.pick', questionId: Number(key) })}
                  />
                  {/* What the guide does not answer, the help centre may: its most asked topics. */}
                  <Box borderTopWidth="1px" paddingTop="5">
                    <HelpCentreTopics headingLevel="h3" />
                  </Box>
                </Stack>
              )}
              {question && <QuestionAnswer guide={guide} question={question} />}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function QuestionAnswer({ guide, question }: { guide: GuideRef; question: GuideQuestion }) {
  return (
    <Stack gap="4">
      <GuideAnswer title={question.title} content={question.content} />
      <Separator />
      <RatingBlock guide={guide} />
    </Stack>
  );
}

function RatingBlock({ guide }: { guide: GuideRef }) {
  const intl = useIntl();
  const rating = useSelector(guide, selectRatingScreen);
  const failed = useSelector(guide, selectRatingFailed);
  const reason = useSelector(guide, selectReason);
  const canSend = useSelector(guide, selectCanSendReason);

  if (rating === 'thanked') {
    return (
      <Flex role="status" align="center" gap="3" color="fg.success">
        <ThanksIcon />
        <Text>
          <FormattedMessage id="learningGuide.rating.thanks" />
        </Text>
      </Flex>
    );
  }
  const asking = rating === 'reasons' || rating === 'sendingNo';
  return (
    <Stack gap="4">
      <Flex as="fieldset" align="center" gap="3" wrap="wrap" border="0" padding="0" margin="0">
        <Text as="legend" fontWeight="semibold" float="left" marginEnd="2">
          <FormattedMessage id="learningGuide.rating.question" />
        </Text>
        <Button
          size="sm"
          variant="outline"
          loading={rating === 'sendingYes'}
          loadingText={<FormattedMessage id="learningGuide.rating.yes" />}
          disabled={rating === 'sendingNo'} onClick={() => guide.send({ type: 'rating.yes' })}>
          <FormattedMessage id="learningGuide.rating.yes" />
        </Button>
        <Button
          size="sm"
          variant={asking ? 'solid' : 'outline'}
          aria-pressed={asking}
          disabled={rating !== 'choosing'}
          onClick={() => guide.send({ type: 'rating.no' })}
        >
          <FormattedMessage id="learningGuide.rating.no" />
        </Button>
      </Flex>
      {asking && (
        <Stack
          as="form"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            guide.send({ type: 'rating.send' });
          }}
        >
          <RadioGroup.Root
            value={reason}
            onValueChange={(details) => {
              const chosen = NEGATIVE_REASONS.find((candidate) => candidate === details.value);
              if (chosen) guide.send({ type: 'rating.reason', reason: chosen });
            }}
            disabled={rating === 'sendingNo'}
          >
            <RadioGroup.Label fontWeight="semibold" marginBottom="2">
              <FormattedMessage id="learningGuide.rating.why" />
            </RadioGroup.Label>
            <Stack gap="2">
              {NEGATIVE_REASONS.map((candidate) => (
                <RadioGroup.Item key={candidate} value={candidate}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{intl.formatMessage({ id: `learningGuide.rating.reason.${candidate}` })}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={rating === 'sendingNo'}
            loadingText={<FormattedMessage id="learningGuide.rating.send" />}
            disabled={!canSend}
          >
            <FormattedMessage id="learningGuide.rating.send" />
          </Button>
        </Stack>
      )}
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="learningGuide.rating.failed" />
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function ThanksIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12l3 3 5-6" />
    </svg>
  );
}
