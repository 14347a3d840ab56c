import { useIntl } from 'react-intl';
import type { ActorTreeNode } from './flowViewer.selectors.ts';
import { statePaths } from './chart.ts';

export interface ActorTreeProps {
  nodes: ActorTreeNode[];
  followedKey: string | null;
  /** Machines the viewer can draw: only their actors can be followed. */
  drawable: ReadonlySet<string>;
  onFollow: (key: string) => void;
}

/** The live actors by parent: a statechart's actor is a button that shows its chart and follows it. */
export function ActorTree({ nodes, followedKey, drawable, onFollow }: ActorTreeProps) {
  const intl = useIntl();
  return (
    <ul className="flow-actors">
      {nodes.map(({ actor, children }) => {
        const name = actor.systemId ?? actor.actorId;
        const label = actor.machineId ? intl.formatMessage({ id: 'flowViewer.actors.actor' }, { machine: actor.machineId, actor: name }) : name;
        return (
          <li key={actor.key}>
            {actor.machineId && drawable.has(actor.machineId) ? (
              <button type="button" aria-pressed={actor.key === followedKey} onClick={() => onFollow(actor.key)}>
                {label}
              </button>
            ) : (
              <span className="flow-actors__name">{label}</span>
            )}
            {actor.value !== null && <span className="flow-actors__value">{statePaths(actor.value).join(', ')}</span>}
            {actor.status !== 'active' && (
              <span className="flow-actors__status">{intl.formatMessage({ id: `flowViewer.actors.status.${actor.status}` })}</span>
            )}
            <span className="flow-actors__event">{intl.formatMessage({ id: 'flowViewer.actors.lastEvent' }, { event: actor.lastEvent })}</span>
            {children.length > 0 && <ActorTree nodes={children} followedKey={followedKey} drawable={drawable} onFollow={onFollow} />}
          </li>
        );
      })}
    </ul>
  );
}
