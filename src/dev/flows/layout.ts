/**
 * Lays a chart out with ELK's layered algorithm (groups laid out with their children, edges routed
 * around the nodes) and turns the result into React Flow nodes and edges. Text is sized by estimate
 * (characters times an average width): the layout runs before anything is drawn.
 */
import type { Edge, Node } from '@xyflow/react';
import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, TransitionLabel } from './chart.ts';

/** The words of the drawing, in the viewer's language (the viewer's catalog provides them). */
export interface ChartWording {
  transition(label: TransitionLabel): string;
  invokes(actor: string): string;
  /** The badge of a state ("initial", "final", "parallel"), or null when it has none. */
  badge(state: ChartState): string | null;
}

export interface StateNodeData extends Record<string, unknown> {
  state: ChartState;
  /** Drawn as a group around its children. */
  group: boolean;
  badge: string | null;
  /** Invoked actors and transitions that stay in the state, one line each. */
  lines: string[];
}

export interface TransitionEdgeData extends Record<string, unknown> {
  /** The route ELK drew, in the drawing's coordinates. */
  points: ElkPoint[];
  label: string;
  labelX: number;
  labelY: number;
}

export type StateFlowNode = Node<StateNodeData, 'state'>;
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

export interface LaidOutChart {
  machineId: string;
  nodes: StateFlowNode[];
  edges: TransitionFlowEdge[];
}

const TITLE_HEIGHT = 26;
const LINE_HEIGHT = 17;
const CHAR_WIDTH = 7.4;
const LABEL_CHAR_WIDTH = 6.8;
const PADDING = 14;

const textWidth = (lines: string[], charWidth: number) => Math.max(0, ...lines.map((line) => line.length)) * charWidth;

function dataOf(state: ChartState, wording: ChartWording, group: boolean): StateNodeData {
  return {
    state,
    group,
    badge: wording.badge(state),
    lines: [...state.invokes.map(wording.invokes), ...state.internal.map(wording.transition)],
  };
}

/** Height of a node's title, badge and lines: the whole atomic node, or the header of a group. */
const headerHeight = (data: StateNodeData) => TITLE_HEIGHT + (data.badge ? LINE_HEIGHT : 0) + data.lines.length * LINE_HEIGHT;

const headerWidth = (data: StateNodeData) =>
  Math.max(textWidth([`${data.state.initial ? '▸ ' : ''}${data.state.key}`], CHAR_WIDTH + 0.8), textWidth([data.badge ?? '', ...data.lines], CHAR_WIDTH)) + 2 * PADDING;

/** Lays `chart` out with `elk`, in the words of `wording`. */
export async function layOutChart(elk: ELK, chart: Chart, wording: ChartWording): Promise<LaidOutChart> {
  const childrenOf = new Map<string | null, ChartState[]>();
  for (const state of chart.states) childrenOf.set(state.parentId, [...(childrenOf.get(state.parentId) ?? []), state]);
  const data = new Map(chart.states.map((state) => [state.id, dataOf(state, wording, (childrenOf.get(state.id) ?? []).length > 0)]));

  const elkNodeOf = (state: ChartState): ElkNode => {
    const own = data.get(state.id)!;
    const children = childrenOf.get(state.id) ?? [];
    if (children.length === 0) return { id: state.id, width: headerWidth(own), height: headerHeight(own) + PADDING / 2 };
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(own) + PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${headerWidth(own)}, ${headerHeight(own) + 2 * PADDING})`,
      },
      children: children.map(elkNodeOf),
    };
  };

  const labels = new Map(chart.transitions.map((transition) => [transition.id, wording.transition(transition)]));
  const edges: ElkExtendedEdge[] = chart.transitions.map((transition) => {
    const text = labels.get(transition.id)!;
    return {
      id: transition.id,
      sources: [transition.source],
      targets: [transition.target],
      labels: [{ text, width: text.length * LABEL_CHAR_WIDTH + 8, height: LINE_HEIGHT }],
    };
  });

  const roots = childrenOf.get(null) ?? [];
  const laidOut = await elk.layout({
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Edge routes and labels in the drawing's coordinates (React Flow draws edges there).
      'elk.json.edgeCoords': 'ROOT',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: roots.map(elkNodeOf),
    edges,
  });

  const nodes: StateFlowNode[] = [];
  const collect = (elkNode: ElkNode, parentId: string | null) => {
    const nodeData = data.get(elkNode.id)!;
    nodes.push({
      id: elkNode.id,
      type: 'state',
      position: { x: elkNode.x ?? 0, y: elkNode.y ?? 0 },
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
      ...(parentId ? { parentId } : {}),
      data: nodeData,
      ariaLabel: nodeData.state.path || nodeData.state.key,
      draggable: false,
      connectable: false,
      selectable: false,
    });
    for (const child of elkNode.children ?? []) collect(child, elkNode.id);
  };
  for (const child of laidOut.children ?? []) collect(child, null);

  const flowEdges: TransitionFlowEdge[] = (laidOut.edges ?? []).map((elkEdge) => {
    const transition = chart.transitions.find(({ id }) => id === elkEdge.id)!;
    const section = elkEdge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = elkEdge.labels?.[0];
    return {
      id: elkEdge.id,
      type: 'transition',
      source: transition.source,
      target: transition.target,
      selectable: false,
      focusable: false,
      data: {
        points,
        label: labels.get(elkEdge.id)!,
        labelX: (label?.x ?? 0) + (label?.width ?? 0) / 2,
        labelY: (label?.y ?? 0) + (label?.height ?? 0) / 2,
      },
    };
  });

  return { machineId: chart.machineId, nodes, edges: flowEdges };
}

/** An SVG path through `points`. */
export const pathThrough = (points: ElkPoint[]): string =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ');
