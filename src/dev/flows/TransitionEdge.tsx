import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import { pathThrough, type TransitionFlowEdge } from './layout.ts';

/** A transition on the route ELK laid out, with its label where ELK placed it. */
export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  if (!data || data.points.length === 0) return null;
  return (
    <>
      <BaseEdge id={id} path={pathThrough(data.points)} markerEnd={markerEnd} className="flow-transition" />
      <EdgeLabelRenderer>
        <div
          className="flow-transition__label"
          style={{ transform: `translate(-50%, -50%) translate(${data.labelX}px, ${data.labelY}px)` }}
          aria-hidden="true"
        >
          {data.label}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}
