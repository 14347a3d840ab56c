/**
 * The frame every detail page of a module draws: the link back to where the person came from, the
 * entity's state while it is not on screen (loading, failed with "Reintentar", no such entity), and,
 * once it is, the heading with its status, the buttons of the actions the chart offers now, and the
 * notice an action leaves, which takes the focus when it appears.
 *
 * The texts are the module's own, under one set of catalogue keys per module
 * (`<module>.detail.back`, `.loading`, `.failed`, `.notFound`, `.notFoundText`), so each page names
 * its own entity.
 */
import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom, InspectionEvent, Observer, SnapshotFrom } from 'xstate';
import { sameNotice, selectDetailScreen, selectLoadProblem, selectNotice, type DetailNotice, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import { PortalLink } from '../links/PortalLink.tsx';
import { DetailStatus } from './DetailNotice.tsx';
import { problemMessageId } from './problemText.ts';

export interface DetailFrameProps {
  /** The module's catalogue prefix ("orders"), which also translates the load's refusal codes. */
  module: string;
  /** Where the back link goes (the list as it was left), and its text when not `<module>.detail.back`. */
  backHref: string;
  backTextId?: string;
  /** Opens a portal page without a reload. */
  onOpen: (href: string) => void;
  /** Where the entity stands: the three states before it is on screen, or `loaded`. */
  screen: 'loading' | 'failed' | 'notFound' | 'loaded';
  /** The code the load failed with, for the failure's explanation. */
  problem: string | null;
  onRetry: () => void;
  /** The entity, drawn once it is loaded. */
  children: ReactNode;
}

/** The back link, then the entity's state or the entity itself. */
export function DetailFrame({ module, backHref, backTextId, onOpen, screen, problem, onRetry, children }: DetailFrameProps) {
  const intl = useIntl();
  return (
    <Stack gap="5">
      <Box>
        <PortalLink href={backHref} onOpen={onOpen}>
          <FormattedMessage id={backTextId ?? `${module}.detail.back`} />
        </PortalLink>
      </Box>
      {screen === 'loaded' ? (
        children
      ) : (
        <DetailStatus
          screen={screen}
          loadingText={<FormattedMessage id={`${module}.detail.loading`} />}
          failedText={<FormattedMessage id={`${module}.detail.failed`} />}
          problemText={problem ? intl.formatMessage({ id: problemMessageId(intl, module, problem) }) : undefined}
          onRetry={onRetry}
          notFound={{ title: <FormattedMessage id={`${module}.detail.notFound`} />, text: <FormattedMessage id={`${module}.detail.notFoundText`} /> }}
        />
      )}
    </Stack>
  );
}

/** What a detail page needs of the module's host: to open a portal page, and the charts' inspector. */
export interface DetailPageHost {
  navigate: (href: string) => void;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

export interface DetailChartFrameProps<TLogic extends AnyStateMachine> extends Pick<DetailFrameProps, 'module' | 'backHref' | 'backTextId'> {
  /** The page's chart, built by `createDetailMachine`, and the id it loads. */
  logic: TLogic;
  input: InputFrom<TLogic>;
  host: DetailPageHost;
  /** The entity, drawn from the running chart once it is loaded. */
  children: (ref: ActorRefFrom<TLogic>) => ReactNode;
}

const readScreen = (snapshot: unknown) => {
  const screen = selectDetailScreen(snapshot as DetailSnapshot<unknown, string>);
  return screen === 'shown' ? 'loaded' : screen;
};
const readLoadProblem = (snapshot: unknown) => selectLoadProblem(snapshot as DetailSnapshot<unknown, string>);

/** A detail page's chart, started with the page, in its frame: the back link, then its state or the entity. */
export function DetailChartFrame<TLogic extends AnyStateMachine>({ logic, input, host, children, ...frame }: DetailChartFrameProps<TLogic>) {
  const ref = useActorRef(logic as AnyStateMachine, { input, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(ref, readScreen);
  const problem = useSelector(ref, readLoadProblem);
  return (
    <DetailFrame {...frame} onOpen={(href) => host.navigate(href)} screen={screen} problem={problem} onRetry={() => ref.send({ type: 'detail.retry' })}>
      {children(ref as ActorRefFrom<TLogic>)}
    </DetailFrame>
  );
}

type DetailOf<TRef extends AnyActorRef> = SnapshotFrom<TRef> extends { context: { detail: infer TDetail } } ? TDetail : never;
type ActionOf<TRef extends AnyActorRef> = SnapshotFrom<TRef> extends { context: { action: infer TAction } } ? Extract<TAction, string> : never;

export interface LoadedDetail<TDetail, TAction extends string> {
  /** The entity as the chart holds it (null until it is loaded). */
  detail: TDetail | null;
  /** The notice an action left, which takes the focus when it appears (`noticeRef`). */
  notice: DetailNotice<TAction> | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  noticeRef: RefObject<HTMLDivElement | null>;
  /** The action bar's button the focus comes back to. */
  actionsRef: RefObject<HTMLButtonElement | null>;
  /** Where the focus goes when a dialog closes: the notice, else the action bar, else the heading. */
  finalFocus: () => HTMLElement | null;
}

const readDetail = (snapshot: unknown) => (snapshot as DetailSnapshot<unknown, string>).context.detail;
const readNotice = (snapshot: unknown) => selectNotice(snapshot as DetailSnapshot<unknown, string>);

/** What a loaded detail page reads of its chart, and the refs its focus moves between. */
export function useLoadedDetail<TRef extends AnyActorRef>(ref: TRef): LoadedDetail<NonNullable<DetailOf<TRef>>, ActionOf<TRef>> {
  const detail = useSelector(ref, readDetail);
  const notice = useSelector(ref, readNotice, sameNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useNoticeFocus(notice);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const finalFocus = () => noticeRef.current ?? actionsRef.current ?? headingRef.current;
  return { detail, notice, headingRef, noticeRef, actionsRef, finalFocus } as LoadedDetail<NonNullable<DetailOf<TRef>>, ActionOf<TRef>>;
}

export interface DetailHeadingProps {
  /** The entity's name or number, as the page's one h1. */
  title: ReactNode;
  /** Its status badge, beside the title. */
  badge?: ReactNode;
  /** What the page says under the title (dates, the company): muted. */
  subtitle?: ReactNode;
  /** The heading takes the focus when nothing else can after a dialog closes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Anything between the title and the subtitle (the entity's flags). */
  children?: ReactNode;
}

/** The entity's title with its status, and what the page says under it. */
export function DetailHeading({ title, badge, subtitle, headingRef, children }: DetailHeadingProps) {
  return (
    <>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {badge}
      </Flex>
      {children}
      {subtitle !== undefined && (
        <Text color="fg.muted" fontSize="sm">
          {subtitle}
        </Text>
      )}
    </>
  );
}

/** One button of the actions bar, as the chart offers it now. */
export interface DetailActionButton<TAction extends string> {
  action: TAction;
  enabled: boolean;
  busy: boolean;
}

export interface DetailActionsProps<TAction extends string> {
  /** The group's accessible name ("Acciones de la devolución"), already translated. */
  label: string;
  buttons: readonly DetailActionButton<TAction>[];
  /** How each action looks: the main one solid, a destructive one red. */
  look: Record<TAction, { colorPalette: string; variant: 'solid' | 'outline' | 'ghost' }>;
  /** The catalogue key of each action's text. */
  textId: (action: TAction) => string;
  onPress: (action: TAction) => void;
  /** Where the focus goes back when a dialog closes and no notice appeared: the first button, or `refAction`'s. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  refAction?: TAction;
}

/** Only the actions the chart takes; while one is under way or its dialog is open they stay, disabled. */
export function DetailActions<TAction extends string>({ label, buttons, look, textId, onPress, buttonRef, refAction }: DetailActionsProps<TAction>) {
  if (buttons.length === 0) return null;
  const refHolder = refAction ?? buttons[0]?.action;
  return (
    <Flex role="group" aria-label={label} gap="2" wrap="wrap">
      {buttons.map(({ action, enabled, busy }) => (
        <Button key={action} ref={action === refHolder ? buttonRef : undefined} {...look[action]} loading={busy} disabled={!enabled} onClick={() => onPress(action)}>
          <FormattedMessage id={textId(action)} />
        </Button>
      ))}
    </Flex>
  );
}

/**
 * The ref to give the page's notice: a new notice takes the focus, so it is read and the focus is not
 * lost with the button that vanished. A conflict's notice is new again when its reload ends.
 */
export function useNoticeFocus(notice: { kind: string; reloading?: boolean } | null): RefObject<HTMLDivElement | null> {
  const noticeRef = useRef<HTMLDivElement>(null);
  const noticeKey = notice ? `${notice.kind}:${notice.reloading ?? ''}` : null;
  useEffect(() => {
    if (noticeKey) noticeRef.current?.focus();
  }, [noticeKey]);
  return noticeRef;
}
