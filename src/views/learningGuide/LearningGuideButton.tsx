/**
 * The learning guide's floating button, for sellers on the pages of the sections the guide covers
 * (nothing elsewhere, nothing for staff, nothing on a module's "not available yet" page: its guide
 * would describe screens nobody can use yet). Its label and icon say "metrics" on the metrics pages of
 * reports. The drawer's code (markdown, sanitiser) is a chunk of its own, fetched once a page that
 * offers the guide is drawn, never with the home.
 */
import { lazy, Suspense, useRef } from 'react';
import { Box, Button, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectLearningGuideRef } from '../../../machines/auth/auth.selectors.ts';
import type { learningGuideMachine } from '../../../machines/learningGuide/learningGuide.machine.ts';
import { learningGuideTopic, type GuideModule } from '../../../machines/learningGuide/learningGuide.topic.ts';
import { pathReleased } from '../../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { selectServiceModules } from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import { useFlows } from '../flows/useFlows.ts';
import { useOnRouteChange } from '../shell/useOnRouteChange.ts';

const LearningGuideDrawer = lazy(() => import('./LearningGuideDrawer.tsx'));

/** The button (and its drawer) for the page at `path`. */
export function LearningGuideButton({ path }: { path: string }) {
  const { auth, serviceCurtain } = useFlows();
  const guide = useSelector(auth, selectLearningGuideRef);
  const released = useSelector(serviceCurtain, (snapshot) => pathReleased(selectServiceModules(snapshot), path));
  const topic = released ? learningGuideTopic(path) : null;
  return guide ? <GuideButton guide={guide} topic={topic} path={path} /> : null;
}

function GuideButton({ guide, topic, path }: { guide: ActorRefFrom<typeof learningGuideMachine>; topic: GuideModule | null; path: string }) {
  const intl = useIntl();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Another page: the drawer belonged to the one left behind.
  useOnRouteChange(path, () => guide.send({ type: 'route.changed' }));

  if (topic === null) return null;
  const metrics = topic === 'metrics';
  const label = intl.formatMessage({ id: metrics ? 'learningGuide.button.metrics' : 'learningGuide.button' });
  return (
    <>
      {/* On a phone the button floats over the last lines of the page: this room at the end lets them
          scroll out from under it. */}
      <Box aria-hidden="true" height="16" hideFrom="md" />
      <Button
        ref={buttonRef}
        position="fixed"
        insetEnd={{ base: '3', md: '6' }}
        bottom={{ base: '3', md: '6' }}
        zIndex="sticky"
        colorPalette="brand"
        borderRadius="full"
        boxShadow="lg"
        // A round icon on a phone, where a labelled pill covered rows and tabs; the name stays the label.
        aria-label={label}
        paddingX={{ base: '0', md: '4' }}
        minWidth={{ base: '12', md: 'auto' }}
        height={{ base: '12', md: '10' }}
        onClick={() => guide.send({ type: 'guide.open', module: topic })}
      >
        {metrics ? <ChartIcon /> : <BookIcon />}
        <chakra.span hideBelow="md">{label}</chakra.span>
      </Button>
      <Suspense fallback={null}>
        <LearningGuideDrawer guide={guide} returnFocusTo={buttonRef} />
      </Suspense>
    </>
  );
}

function BookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2z" />
      <path d="M22 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z" />
    </svg>
  );
}

function ChartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
    </svg>
  );
}
