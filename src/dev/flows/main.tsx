/**
 * The flow viewer's entry (dev/flows.html, served by the Vite dev server only: the production build
 * has one entry, index.html, so none of this is ever bundled). Lists the machines of machines/,
 * lays their charts out with ELK and listens to the app's actors on the flow channel.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl, IntlProvider } from 'react-intl';
import ELK from 'elkjs/lib/elk.bundled.js';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import '@xyflow/react/dist/style.css';
import './flowViewer.css';
import { DEFAULT_LOCALE, resolveLocale } from '../../i18n/locales.ts';
import { chartOf } from './chart.ts';
import { FlowViewer } from './FlowViewer.tsx';
import { flowViewerMachine, type FlowViewerEvent } from './flowViewer.machine.ts';
import english from './i18n/en.ts';
import spanish from './i18n/es-CL.ts';
import { layOutChart, type LaidOutChart } from './layout.ts';
import { FLOW_CHANNEL, type FlowMessage } from './liveActors.ts';
import { machinesIn } from './machineCatalogue.ts';
import { chartWording } from './wording.ts';

const machines = new Map(
  machinesIn(import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts', { eager: true })).map((machine) => [
    machine.id,
    machine,
  ]),
);

const locale = resolveLocale(window.location.search, window.localStorage);
const messages = locale === 'en' ? english : spanish;
const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
document.documentElement.lang = locale;
document.title = intl.formatMessage({ id: 'flowViewer.pageTitle' });

const elk = new ELK();
const wording = chartWording(intl);

const logic = flowViewerMachine.provide({
  actors: {
    layOut: fromPromise<LaidOutChart, { machineId: string }>(({ input }) => {
      const machine = machines.get(input.machineId);
      if (!machine) throw new Error(`No machine ${input.machineId}`);
      return layOutChart(elk, chartOf(machine), wording);
    }),
    liveActors: fromCallback<AnyEventObject>(({ sendBack }) => {
      const channel = new BroadcastChannel(FLOW_CHANNEL);
      const send = (event: FlowViewerEvent) => sendBack(event);
      channel.addEventListener('message', ({ data }: MessageEvent<FlowMessage>) => {
        if (data.type === 'actor.updated') send({ type: 'live.updated', actor: data.actor });
        else if (data.type === 'actor.gone') send({ type: 'live.gone', key: data.key });
        else if (data.type === 'app.closed') send({ type: 'live.appClosed', appId: data.appId });
      });
      // Apps opened before the viewer answer with their actors' last snapshots.
      channel.postMessage({ type: 'viewer.hello' } satisfies FlowMessage);
      return () => channel.close();
    }),
  },
  actions: {
    rememberMachine: (_, { machineId }) => {
      const url = new URL(window.location.href);
      url.searchParams.set('machine', machineId);
      window.history.replaceState(null, '', url);
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <FlowViewer logic={logic} machines={machines} initialMachineId={new URLSearchParams(window.location.search).get('machine')} />
    </IntlProvider>
  </StrictMode>,
);
