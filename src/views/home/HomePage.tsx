import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine, Session } from '../../../machines/auth/auth.machine.ts';
import { selectAccessSubject, selectNotificationsRef, selectSession } from '../../../machines/auth/auth.selectors.ts';
import type { AccessSubject } from '../../../shared/access/routeAccess.ts';
import { homeVariantOf } from '../../../machines/home/home.variant.ts';
import type { HomeFlow } from '../../app/homeFlow.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';
import { hasStaffQueues, HomeTodoPanel } from './HomeTodoPanel.tsx';
import { MonthInProgressBanner } from './MonthInProgressBanner.tsx';
import { ReputationCard } from './ReputationCard.tsx';
import { ReportsSection } from './ReportsSection.tsx';
import { useReputationSummary } from './useReputationSummary.ts';
import { WelcomeScreen } from './WelcomeScreen.tsx';

export interface HomePageProps {
  auth: ActorRefFrom<typeof authMachine>;
  home: HomeFlow;
}

/**
 * /eiffel, by role and publish history: the welcome screen for a seller not yet in the publish
 * history; the reputation card (with the banner of the month in progress above it) and the three
 * reports for a published seller; only the reports for the staff roles that have them (and admin);
 * a greeting with the role for the others.
 */
export function HomePage({ auth, home }: HomePageProps) {
  const session = useSelector(auth, selectSession);
  const subject = useSelector(auth, selectAccessSubject);
  if (!session || !subject) return null;
  switch (homeVariantOf(subject)) {
    case 'welcome':
      return <WelcomeScreen firstName={session.first_name} />;
    case 'sellerReports':
      return <SellerHome session={session} subject={subject} auth={auth} home={home} />;
    case 'staffReports':
      return (
        <Stack gap="8">
          <Greeting session={session} />
          {hasStaffQueues(subject) && <StaffTodo subject={subject} home={home} />}
          <ReportsSection logic={home.reportFrame} scope="marketplace" />
        </Stack>
      );
    case 'greeting':
      return (
        <Stack gap="8">
          <Greeting session={session} showIntro />
          {hasStaffQueues(subject) && <StaffTodo subject={subject} home={home} />}
        </Stack>
      );
  }
}

interface SellerHomeProps {
  session: Session;
  subject: AccessSubject;
  auth: ActorRefFrom<typeof authMachine>;
  home: HomeFlow;
}

/** The published seller's home: the work waiting first, then how the store is doing. */
function SellerHome({ session, subject, auth, home }: SellerHomeProps) {
  const card = useReputationSummary(home, session);
  const todo = useFlowActor(home.homeTodo, { input: { sellerId: session.seller_id ?? 0, scope: 'seller' } });
  const notifications = useSelector(auth, selectNotificationsRef);
  return (
    <Stack gap="8">
      <Greeting session={session} />
      <HomeTodoPanel todo={todo} subject={subject} notifications={notifications ?? null} />
      <MonthInProgressBanner card={card} />
      <ReputationCard card={card} />
      <ReportsSection logic={home.reportFrame} scope="seller" />
    </Stack>
  );
}

/** A staff role's queues: what waits for someone of the role, each opening its list. */
function StaffTodo({ subject, home }: { subject: AccessSubject; home: HomeFlow }) {
  const todo = useFlowActor(home.homeTodo, { input: { sellerId: 0, scope: 'staff' } });
  return <HomeTodoPanel todo={todo} subject={subject} />;
}

/**
 * The page's heading and who it is for: a seller reads the name of their store (the account may
 * serve several people of it); staff read the role they signed in with, and, on a home without
 * reports, what their menu holds.
 */
function Greeting({ session, showIntro = false }: { session: Session; showIntro?: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Heading as="h1" size="3xl">
        <FormattedMessage id="home.greeting" values={{ name: session.first_name }} />
      </Heading>
      {session.role === 'seller' ? (
        session.seller_name && <Text color="fg.muted">{session.seller_name}</Text>
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="home.role" values={{ role: intl.formatMessage({ id: `home.role.${session.role}` }) }} />
        </Text>
      )}
      {showIntro && (
        <Text>
          <FormattedMessage id="home.staffIntro" />
        </Text>
      )}
    </Stack>
  );
}
