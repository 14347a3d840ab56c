import { useMemo } from 'react';
import { Background, Controls, MarkerType, ReactFlow, type AriaLabelConfig, type Edge } from '@xyflow/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds, statePaths } from './chart.ts';
import type { flowViewerMachine } from './flowViewer.machine.ts';
import {
  selectActorTree,
  selectChart,
  selectFollowedActor,
  selectLayingOut,
  selectLayoutFailed,
  selectMachineIds,
  selectShownMachineId,
} from './flowViewer.selectors.ts';
import type { LaidOutChart, TransitionEdgeData } from './layout.ts';
import { ActorTree } from './ActorTree.tsx';
import { StateNode, type ShownStateNode } from './StateNode.tsx';
import { TransitionEdge } from './TransitionEdge.tsx';

const nodeTypes = { state: StateNode };
const edgeTypes = { transition: TransitionEdge };
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16, color: '#3f4756' } };

export interface FlowViewerProps {
  logic: typeof flowViewerMachine;
  /** The machines listed, by id; the chart's highlight reads the followed actor's value against them. */
  machines: ReadonlyMap<string, AnyStateMachine>;
  /** The machine in the URL (`?machine=`), shown first. */
  initialMachineId: string | null;
}

function ariaLabels(intl: IntlShape): Partial<AriaLabelConfig> {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    'node.a11yDescription.default': text('flowViewer.flow.nodeDescription'),
    'node.a11yDescription.keyboardDisabled': text('flowViewer.flow.nodeDescription'),
    'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) => intl.formatMessage({ id: 'flowViewer.flow.nodeMoved' }, { direction, x, y }),
    'edge.a11yDescription.default': text('flowViewer.flow.edgeDescription'),
    'controls.ariaLabel': text('flowViewer.flow.controls'),
    'controls.zoomIn.ariaLabel': text('flowViewer.flow.zoomIn'),
    'controls.zoomOut.ariaLabel': text('flowViewer.flow.zoomOut'),
    'controls.fitView.ariaLabel': text('flowViewer.flow.fitView'),
    'controls.interactive.ariaLabel': text('flowViewer.flow.interactive'),
    'minimap.ariaLabel': text('flowViewer.flow.minimap'),
    'handle.ariaLabel': text('flowViewer.flow.handle'),
  };
}

/**
 * /dev/flows: the list of machines, the chart of the selected one laid out by ELK with the followed
 * actor's states marked (`aria-current` and the words "estado actual"), and the live actors the app
 * publishes from other tabs.
 */
export function FlowViewer({ logic, machines, initialMachineId }: FlowViewerProps) {
  const intl = useIntl();
  const viewer = useActorRef(logic, { input: { machineIds: [...machines.keys()], machineId: initialMachineId } });
  const machineIds = useSelector(viewer, selectMachineIds);
  const machineId = useSelector(viewer, selectShownMachineId);
  const chart = useSelector(viewer, selectChart);
  const layingOut = useSelector(viewer, selectLayingOut);
  const layoutFailed = useSelector(viewer, selectLayoutFailed);
  const followed = useSelector(viewer, selectFollowedActor);
  const tree = useSelector(viewer, selectActorTree);
  const drawable = useMemo(() => new Set(machineIds), [machineIds]);

  const shownMachine = chart ? machines.get(chart.machineId) : undefined;
  const followedValue = followed && followed.machineId === chart?.machineId ? followed.value : null;
  const current = useMemo(
    () => new Set(shownMachine && followedValue !== null ? activeStateIds(shownMachine, followedValue) : []),
    [shownMachine, followedValue],
  );
  const nodes = useMemo(() => (chart ? shownNodes(chart, current) : []), [chart, current]);
  const edges = useMemo(() => (chart ? shownEdges(chart, intl) : []), [chart, intl]);
  const labels = useMemo(() => ariaLabels(intl), [intl]);

  return (
    <div className="flow-viewer">
      <header className="flow-viewer__header">
        <h1>{intl.formatMessage({ id: 'flowViewer.title' })}</h1>
        <p>{intl.formatMessage({ id: 'flowViewer.intro' })}</p>
      </header>

      <nav className="flow-viewer__machines" aria-label={intl.formatMessage({ id: 'flowViewer.machines.label' })}>
        <h2>{intl.formatMessage({ id: 'flowViewer.machines.heading' })}</h2>
        <ul>
          {machineIds.map((id) => (
            <li key={id}>
              <button type="button" aria-pressed={id === machineId} onClick={() => viewer.send({ type: 'viewer.machine.select', machineId: id })}>
                {id}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <main className="flow-viewer__chart">
        <h2>{machineId}</h2>
        <p role="status" className="flow-viewer__followed">
          {layingOut
            ? intl.formatMessage({ id: 'flowViewer.chart.layingOut' }, { machine: machineId })
            : followed && followedValue !== null
              ? intl.formatMessage(
                  { id: 'flowViewer.followed.actor' },
                  { actor: followed.systemId ?? followed.actorId, value: statePaths(followedValue).join(', ') },
                )
              : intl.formatMessage({ id: 'flowViewer.followed.none' }, { machine: machineId })}
        </p>
        {layoutFailed && (
          <div role="alert" className="flow-viewer__failed">
            {intl.formatMessage({ id: 'flowViewer.chart.failed' }, { machine: machineId })}{' '}
            <button type="button" onClick={() => viewer.send({ type: 'viewer.layout.retry' })}>
              {intl.formatMessage({ id: 'flowViewer.chart.retry' })}
            </button>
          </div>
        )}
        {chart && (
          <div className="flow-viewer__canvas">
            <ReactFlow
              // A new machine is a new drawing: mounting it again fits it to the view.
              key={chart.machineId}
              aria-label={intl.formatMessage({ id: 'flowViewer.chart.label' }, { machine: chart.machineId })}
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              defaultEdgeOptions={defaultEdgeOptions}
              ariaLabelConfig={labels}
              fitView
              minZoom={0.05}
              nodesDraggable={false}
              nodesConnectable={false}
              elementsSelectable={false}
              edgesFocusable={false}
              nodesFocusable
            >
              <Background />
              <Controls showInteractive={false} />
            </ReactFlow>
          </div>
        )}
      </main>

      <aside className="flow-viewer__actors" aria-labelledby="flow-viewer-actors">
        <h2 id="flow-viewer-actors">{intl.formatMessage({ id: 'flowViewer.actors.heading' })}</h2>
        {tree.length === 0 ? (
          <p>{intl.formatMessage({ id: 'flowViewer.actors.none' })}</p>
        ) : (
          <ActorTree
            nodes={tree}
            followedKey={followed?.key ?? null}
            drawable={drawable}
            onFollow={(key) => viewer.send({ type: 'viewer.actor.select', key })}
          />
        )}
      </aside>
    </div>
  );
}

function shownNodes(chart: LaidOutChart, current: ReadonlySet<string>): ShownStateNode[] {
  return chart.nodes.map((node) => {
    const isCurrent = current.has(node.id);
    return { ...node, data: { ...node.data, current: isCurrent }, ...(isCurrent ? { domAttributes: { 'aria-current': 'true' as const } } : {}) };
  });
}

function shownEdges(chart: LaidOutChart, intl: IntlShape): Edge<TransitionEdgeData, 'transition'>[] {
  const keyOf = new Map(chart.nodes.map((node) => [node.id, node.data.state.path || node.data.state.key]));
  return chart.edges.map((edge) => ({
    ...edge,
    ariaLabel: intl.formatMessage(
      { id: 'flowViewer.transition.label' },
      { source: keyOf.get(edge.source), target: keyOf.get(edge.target), transition: edge.data?.label ?? '' },
    ),
  }));
}
