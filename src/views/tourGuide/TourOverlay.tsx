/**
 * The tour's overlay (a chunk of its own, fetched when a run shows its first step): Ark UI's Tour
 * places the step next to its element (or in the middle of the screen), lights the element up, traps
 * the focus in the step and scrolls the element into view. The chart decides when and which step:
 * Ark only follows its step id, and every button (and Escape) is an event to the chart.
 */
import { useEffect, useMemo } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { Tour, useTour, type TourStepDetails } from '@ark-ui/react/tour';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { tourGuideMachine } from '../../../machines/tourGuide/tourGuide.machine.ts';
import { selectCanSkip, type ShownTourStep } from '../../../machines/tourGuide/tourGuide.selectors.ts';
import { tourTargetSelector, type TourStep } from '../../../machines/tourGuide/tourGuide.steps.ts';

type TourRef = ActorRefFrom<typeof tourGuideMachine>;

const Backdrop = chakra(Tour.Backdrop);
const Spotlight = chakra(Tour.Spotlight);
const Positioner = chakra(Tour.Positioner);
const Content = chakra(Tour.Content);
const Title = chakra(Tour.Title);
const Description = chakra(Tour.Description);

export default function TourOverlay({ tour, steps, shown }: { tour: TourRef; steps: readonly TourStep[]; shown: ShownTourStep }) {
  const intl = useIntl();
  const arkSteps = useMemo<TourStepDetails[]>(
    () =>
      steps.map((step) => ({
        id: step.id,
        type: step.target === null ? 'dialog' : 'tooltip',
        title: intl.formatMessage({ id: step.titleId }),
        description: intl.formatMessage({ id: step.descriptionId }),
        placement: step.target === null ? 'center' : step.placement,
        ...(step.target === null ? {} : { target: () => document.querySelector<HTMLElement>(tourTargetSelector(step.target ?? '')) }),
        backdrop: true,
        arrow: step.target !== null,
      })),
    [steps, intl],
  );
  const stepId = shown.step.id;
  const ark = useTour({
    steps: arkSteps,
    stepId,
    // The chart decides: Escape is handled below (a step that may not be skipped stays), a click
    // outside does nothing.
    closeOnEscape: false,
    closeOnInteractOutside: false,
    keyboardNavigation: false,
    translations: { progressText: ({ current, total }) => intl.formatMessage({ id: 'tour.progress' }, { current: current + 1, total }) },
  });
  const arkStart = ark.start;
  const arkSetStep = ark.setStep;
  // The first step is started when the overlay mounts.
  useEffect(() => {
    arkStart(stepId);
    // Only on mount: later steps are set below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Ark reads `stepId` only as its first step: each later step of the chart is set on Ark, so the
  // step is placed at its element and the spotlight moves there (setting the current one does nothing).
  useEffect(() => {
    arkSetStep(stepId);
  }, [arkSetStep, stepId]);

  // Escape skips wherever the focus is: in the step, or on the element it lights up (the focus trap
  // lets Tab reach it). The chart keeps a step that may not be skipped.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') tour.send({ type: 'tour.skip' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tour]);

  return (
    <Tour.Root tour={ark}>
      <Backdrop bg="blackAlpha.600" zIndex="overlay" />
      {/* The light glides from one element to the next, so the eye follows where the tour went; still under reduced motion. */}
      <Spotlight
        borderWidth="2px"
        borderColor="brand.solid"
        borderRadius="md"
        zIndex="overlay"
        _motionSafe={{ transitionProperty: 'left, top, width, height', transitionDuration: '250ms', transitionTimingFunction: 'ease-out' }}
      />
      <Positioner
        zIndex="modal"
        // Ark places only a step pointing at an element; a step in the middle of the screen (type
        // dialog) gets no position, so it would land after the page's last element (off screen on a
        // phone): its positioner covers the viewport and centres the step.
        css={{ '&[data-type=dialog]': { position: 'fixed', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '4' } }}
      >
        {/* Ark gives the positioner the content's z-index: above the backdrop, or the backdrop takes the clicks. */}
        <Content
          position="relative"
          zIndex="modal"
          bg="bg.panel"
          borderRadius="l3"
          boxShadow="lg"
          padding="5"
          maxWidth="min(360px, calc(100vw - 32px))"
          _motionSafe={{ transition: 'opacity 200ms' }}
        >
          <StepContent tour={tour} shown={shown} />
        </Content>
      </Positioner>
    </Tour.Root>
  );
}

function StepContent({ tour, shown }: { tour: TourRef; shown: ShownTourStep }) {
  const canSkip = useSelector(tour, selectCanSkip);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" marginBottom="1">
        <FormattedMessage id="tour.progress" values={{ current: shown.number, total: shown.total }} />
      </Text>
      <Title fontWeight="semibold" fontSize="lg" marginBottom="2">
        <FormattedMessage id={shown.step.titleId} />
      </Title>
      <Description marginBottom="4">
        <FormattedMessage id={shown.step.descriptionId} />
      </Description>
      <Flex gap="2" justify="space-between" wrap="wrap">
        {canSkip ? (
          <Button variant="ghost" size="sm" onClick={() => tour.send({ type: 'tour.skip' })}>
            <FormattedMessage id="tour.skip" />
          </Button>
        ) : (
          <span />
        )}
        <Flex gap="2">
          {!shown.isFirst && (
            <Button variant="outline" size="sm" onClick={() => tour.send({ type: 'tour.prev' })}>
              <FormattedMessage id="tour.prev" />
            </Button>
          )}
          <Button colorPalette="brand" size="sm" onClick={() => tour.send({ type: 'tour.next' })}>
            <FormattedMessage id={shown.isLast ? 'tour.finish' : 'tour.next'} />
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
