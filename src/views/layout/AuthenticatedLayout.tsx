import { Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Box } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectAccessSubject, selectIsInPublishHistory, selectIsUnauthenticated, selectSession } from '../../../machines/auth/auth.selectors.ts';
import type { serviceCurtainMachine } from '../../../machines/serviceCurtain/serviceCurtain.machine.ts';
import {
  selectCanRetry,
  selectCheckError,
  selectCurtain,
  selectEveryServiceClosed,
  selectIsCheckingServices,
  selectIsWaitingToRetry,
} from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import type { MenuSelection, shellMachine } from '../../../machines/shell/shell.machine.ts';
import {
  selectBreadcrumb,
  selectPageLabel,
  selectGroupToggles,
  selectIsDrawerOpen,
  selectIsPanelMini,
  selectNewModuleModal,
} from '../../../machines/shell/shell.selectors.ts';
import { menuItemOfPath, visibleMenu, type MenuItem } from '../../../shared/access/menu.ts';
import { ServiceCheckStatus } from '../curtain/ServiceCheckStatus.tsx';
import { ServiceCurtain } from '../curtain/ServiceCurtain.tsx';
import { BREADCRUMB_NAME_EVENT, BREADCRUMB_ROUTES_EVENT, readBreadcrumbName, readBreadcrumbTitles } from '../shell/breadcrumbEvents.ts';
import { ConferenceModal } from '../conference/ConferenceModal.tsx';
import { LevelChangeModal } from '../reputation/LevelChangeModal.tsx';
import { LearningGuideButton } from '../learningGuide/LearningGuideButton.tsx';
import { TourGuide } from '../tourGuide/TourGuide.tsx';
import { NotificationsButton } from '../notifications/NotificationsButton.tsx';
import { NewModuleModal } from '../shell/NewModuleModal.tsx';
import { ShellActorContext } from '../shell/ShellContext.tsx';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { usePageTitle } from '../shell/usePageTitle.ts';
import { useWideScreen } from '../shell/useWideScreen.ts';
import { TermsGate } from '../terms/TermsGate.tsx';
import { errorMessageId } from './errorText.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

export interface AuthenticatedLayoutProps {
  auth: ActorRefFrom<typeof authMachine>;
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  /** The shell's logic from the composition root (services, analytics, publish history provided). */
  shell: typeof shellMachine;
  /** The current path: every route change is tracked and asks the services again. */
  path: string;
  /** Every service is closed: the session is sent to /logout. */
  onEveryServiceClosed: () => void;
  /** The session ended while a protected page was open. */
  onSessionEnded: () => void;
  /** Where the footer reads the year; the system clock by default. */
  clock?: () => Date;
  children: ReactNode;
}

const systemClock = () => new Date();

/**
 * The shell of the protected area: header, menu (side panel or drawer), breadcrumb, footer and the
 * page, or the curtain of the unavailable service in its place. It starts the shell flow for the
 * signed-in user (the route draws it once the session, publish history included, is ready).
 */
export function AuthenticatedLayout({ auth, serviceCurtain, shell: shellLogic, path, onEveryServiceClosed, onSessionEnded, clock = systemClock, children }: AuthenticatedLayoutProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSelector(auth, selectSession);
  const sessionEnded = useSelector(auth, selectIsUnauthenticated);
  const subject = useSelector(auth, selectAccessSubject);
  const inPublishHistory = useSelector(auth, selectIsInPublishHistory);

  const logic = useMemo(
    () => shellLogic.provide({ actions: { navigate: (_, { path: to }) => void navigate({ to }) } }),
    [shellLogic, navigate],
  );
  const shell = useFlowActor(logic, { input: { role: session?.role ?? '', inPublishHistory, path } });

  const drawerOpen = useSelector(shell, selectIsDrawerOpen);
  const mini = useSelector(shell, selectIsPanelMini);
  const groupToggles = useSelector(shell, selectGroupToggles);
  const crumbs = useSelector(shell, selectBreadcrumb);
  usePageTitle(useSelector(shell, selectPageLabel));
  const newModuleModal = useSelector(shell, selectNewModuleModal);
  const wide = useWideScreen();

  const checking = useSelector(serviceCurtain, selectIsCheckingServices);
  const curtain = useSelector(serviceCurtain, selectCurtain);
  const everyServiceClosed = useSelector(serviceCurtain, selectEveryServiceClosed);
  const checkError = useSelector(serviceCurtain, selectCheckError);
  const waitingToRetry = useSelector(serviceCurtain, selectIsWaitingToRetry);
  const canRetry = useSelector(serviceCurtain, selectCanRetry);

  useEffect(() => {
    shell.send({ type: 'route.changed', path });
  }, [shell, path]);

  // Sub-applications name the entity of an id segment, and title their routes, with window events (breadcrumbEvents.ts).
  useEffect(() => {
    const onName = (event: Event) => {
      const resolved = readBreadcrumbName(event);
      if (resolved) shell.send({ type: 'breadcrumb.nameResolved', ...resolved });
    };
    const onRoutes = (event: Event) => {
      const routes = readBreadcrumbTitles(event);
      if (routes) shell.send({ type: 'breadcrumb.routesKnown', ...routes });
    };
    window.addEventListener(BREADCRUMB_NAME_EVENT, onName);
    window.addEventListener(BREADCRUMB_ROUTES_EVENT, onRoutes);
    return () => {
      window.removeEventListener(BREADCRUMB_NAME_EVENT, onName);
      window.removeEventListener(BREADCRUMB_ROUTES_EVENT, onRoutes);
    };
  }, [shell]);

  // The drawer belongs to narrow screens: widening the window puts the side panel in its place.
  useEffect(() => {
    if (wide && drawerOpen) shell.send({ type: 'drawer.close' });
  }, [shell, wide, drawerOpen]);

  useEffect(() => {
    if (everyServiceClosed) onEveryServiceClosed();
  }, [everyServiceClosed, onEveryServiceClosed]);

  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  const menu = useMemo(() => (subject ? visibleMenu(subject) : []), [subject]);
  const activeItem = menuItemOfPath(path);
  const activeItemId = activeItem && menu.some((item) => item.id === activeItem.id) ? activeItem.id : null;

  const onSelect = useCallback(
    (item: MenuItem) => {
      if (item.path === null) return;
      const selection: MenuSelection = { itemId: item.id, path: item.path, isNew: item.isNew };
      shell.send({ type: 'menu.select', ...selection });
    },
    [shell],
  );
  const onExternal = useCallback((item: MenuItem) => shell.send({ type: 'menu.external', itemId: item.id }), [shell]);
  const onToggleGroup = useCallback(
    (groupId: string, expanded: boolean) => shell.send({ type: 'menu.group.toggle', groupId, expanded }),
    [shell],
  );

  const fullName = session ? `${session.first_name} ${session.last_name}`.trim() : '';

  return (
    <ShellActorContext.Provider value={shell}>
      <ShellLayout
        wide={wide}
        fullName={fullName}
        year={clock().getFullYear()}
        menu={menu}
        activeItemId={activeItemId}
        groupToggles={groupToggles}
        mini={mini}
        drawerOpen={drawerOpen}
        crumbs={curtain.kind === 'none' ? crumbs : []}
        onSelect={onSelect}
        onExternal={onExternal}
        onToggleGroup={onToggleGroup}
        onOpenDrawer={() => shell.send({ type: 'drawer.open' })}
        onCloseDrawer={() => shell.send({ type: 'drawer.close' })}
        onCollapsePanel={() => shell.send({ type: 'panel.collapse' })}
        onExpandPanel={() => shell.send({ type: 'panel.expand' })}
        notifications={<NotificationsButton />}
        overlays={
          <>
            {newModuleModal && <NewModuleModal modal={newModuleModal} />}
            <TermsGate />
            <ConferenceModal />
            <LevelChangeModal />
            <LearningGuideButton path={path} />
            <TourGuide />
          </>
        }
      >
        {checking && (
          // Floats over the page instead of pushing it down when the check answers (no layout shift).
          <Box position="fixed" top="20" insetX="0" zIndex="banner" display="flex" justifyContent="center" pointerEvents="none">
            <Box bg="bg" boxShadow="md" borderRadius="full" px="5">
              <ServiceCheckStatus />
            </Box>
          </Box>
        )}
        {checkError && (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="curtain.checkFailed" values={{ reason: intl.formatMessage({ id: errorMessageId(intl, checkError) }) }} />
            </Alert.Title>
          </Alert.Root>
        )}
        {curtain.kind !== 'none' ? (
          <ServiceCurtain
            decision={curtain}
            headingLevel="h1"
            waitingToRetry={waitingToRetry}
            canRetry={canRetry}
            onRetry={() => serviceCurtain.send({ type: 'curtain.retry' })}
          />
        ) : (
          // Why a boundary here: a page's chunk loading must not blank the header and the menu.
          <Suspense fallback={null}>{children}</Suspense>
        )}
      </ShellLayout>
    </ShellActorContext.Provider>
  );
}
