import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { serviceCurtainMachine } from '../../../machines/serviceCurtain/serviceCurtain.machine.ts';
import { selectIsCheckingServices, selectServiceModules } from '../../../machines/serviceCurtain/serviceCurtain.selectors.ts';
import { MessagePage } from '../messagePage/MessagePage.tsx';
import { catchAllViewOf } from './catchAllView.ts';
import { NotAvailableYetPage } from './NotAvailableYetPage.tsx';

export interface NotFoundPageProps {
  serviceCurtain: ActorRefFrom<typeof serviceCurtainMachine>;
  /** The path no page answers. */
  path: string;
}

/**
 * A protected path no page answers. Why it waits for the service check: the path may belong to a
 * closed module, whose curtain (drawn by the layout) must show instead, or to a module not released
 * yet, whose "not available yet" page shows instead of "not found".
 */
export function NotFoundPage({ serviceCurtain, path }: NotFoundPageProps) {
  const checking = useSelector(serviceCurtain, selectIsCheckingServices);
  const modules = useSelector(serviceCurtain, selectServiceModules);
  const view = catchAllViewOf(path, checking, modules);
  if (view.kind === 'waiting') return null;
  if (view.kind === 'notReleased') return <NotAvailableYetPage moduleName={view.module.module} menuTextId={view.menuTextId} />;
  return (
    <MessagePage
      title={<FormattedMessage id="home.notFound.title" />}
      paragraphs={[<FormattedMessage key="body" id="home.notFound.body" />]}
      homeLink={<FormattedMessage id="home.notFound.link" />}
    />
  );
}
