/**
 * The registry of components a notification may name in `typeChildrenComponent`
 * (openapi/documents.yaml, NotificationComponentName): campaignInvitation, reputationSummary and
 * learningGuideTopic. Their props are drawn as text, never as HTML; a campaign's `path` is a route of
 * the portal (checked by notificationContentOf). Any other name renders nothing.
 */
import type { ReactNode } from 'react';
import { Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSession } from '../../../machines/auth/auth.selectors.ts';
import type {
  CampaignInvitationProps,
  LearningGuideModule,
  NotificationContent,
} from '../../../machines/notifications/notifications.content.ts';
import { useFlows } from '../flows/useFlows.ts';

/** What a registry component may do besides drawing: leave the modal when it sends the person elsewhere. */
interface RegistryContext {
  onLeave: () => void;
  /** The notification's label, already the modal's title. */
  title: string;
}

/** Whether a component's own heading would only repeat the modal's title. */
const sameText = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

function CampaignInvitation({ campaign, deadline, path, onLeave, title }: CampaignInvitationProps & RegistryContext) {
  const intl = useIntl();
  const [year, month, day] = deadline.split('-').map(Number) as [number, number, number];
  const date = intl.formatDate(Date.UTC(year, month - 1, day), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="3">
        {!sameText(campaign, title) && (
          <Text fontWeight="semibold" fontSize="lg">
            {campaign}
          </Text>
        )}
        <Text>
          <FormattedMessage id="notifications.campaign.deadline" values={{ deadline: date }} />
        </Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={path} onClick={onLeave}>
            <FormattedMessage id="notifications.campaign.go" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ReputationSummary({ onLeave }: Pick<RegistryContext, 'onLeave'>) {
  const { auth } = useFlows();
  const session = useSelector(auth, selectSession);
  const seller = session?.seller_name ?? null;
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          <FormattedMessage id="notifications.reputation.title" />
        </Text>
        <Text>
          {seller ? (
            <FormattedMessage id="notifications.reputation.text" values={{ seller }} />
          ) : (
            <FormattedMessage id="notifications.reputation.textNoSeller" />
          )}
        </Text>
        <Link asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/eiffel" onClick={onLeave}>
            <FormattedMessage id="notifications.reputation.go" />
          </RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function LearningGuideTopic({ module }: { module: LearningGuideModule }) {
  const intl = useIntl();
  const section = intl.formatMessage({ id: `notifications.learningGuide.${module}` });
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="lg">
        <FormattedMessage id="notifications.learningGuide.title" values={{ section }} />
      </Text>
      <Text>
        <FormattedMessage id="notifications.learningGuide.text" values={{ section }} />
      </Text>
    </Stack>
  );
}

/** The registry component of `content`, or null for HTML and for names outside the registry. */
export function renderNotificationComponent(content: NotificationContent, context: RegistryContext): ReactNode {
  switch (content.kind) {
    case 'campaignInvitation':
      return <CampaignInvitation {...content.props} onLeave={context.onLeave} title={context.title} />;
    case 'reputationSummary':
      return <ReputationSummary onLeave={context.onLeave} />;
    case 'learningGuideTopic':
      return <LearningGuideTopic module={content.props.module} />;
    default:
      return null;
  }
}
