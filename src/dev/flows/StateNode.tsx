import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useIntl } from 'react-intl';
import type { StateNodeData } from './layout.ts';

/** A state node as drawn, with whether the followed actor is in it. */
export type ShownStateNode = Node<StateNodeData & { current: boolean }, 'state'>;

/**
 * One state: its key, its badges (initial, final, parallel), what it invokes and the transitions it
 * handles without leaving; a group frames its children. The followed actor's states say so in words.
 */
export function StateNode({ data }: NodeProps<ShownStateNode>) {
  const intl = useIntl();
  const className = ['flow-state', `flow-state--${data.state.kind}`, data.group ? 'flow-state--group' : '', data.current ? 'flow-state--current' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {/* Edges are drawn on ELK's routes, but React Flow draws an edge only between handles. */}
      <Handle type="target" position={Position.Top} isConnectable={false} className="flow-handle" />
      <div className="flow-state__title">
        {data.state.initial && <span aria-hidden="true">▸ </span>}
        <span>{data.state.key}</span>
      </div>
      {data.current && <div className="flow-state__current">{intl.formatMessage({ id: 'flowViewer.state.current' })}</div>}
      {data.badge && <div className="flow-state__badge">{data.badge}</div>}
      {data.lines.map((line, index) => (
        <div key={index} className="flow-state__line">
          {line}
        </div>
      ))}
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="flow-handle" />
    </div>
  );
}
