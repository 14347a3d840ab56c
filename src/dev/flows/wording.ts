/** The words of the drawing (transition labels, badges) from the viewer's react-intl catalog. */
import type { IntlShape } from 'react-intl';
import type { ChartState, Trigger, TransitionLabel } from './chart.ts';
import type { ChartWording } from './layout.ts';

function triggerText(intl: IntlShape, trigger: Trigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.event;
    case 'always':
      return intl.formatMessage({ id: 'flowViewer.transition.always' });
    case 'after':
      return typeof trigger.delay === 'number'
        ? intl.formatMessage({ id: 'flowViewer.transition.afterMs' }, { delay: trigger.delay })
        : intl.formatMessage({ id: 'flowViewer.transition.afterNamed' }, { delay: trigger.delay });
    case 'invokeDone':
      return intl.formatMessage({ id: 'flowViewer.transition.invokeDone' }, { actor: trigger.actor });
    case 'invokeError':
      return intl.formatMessage({ id: 'flowViewer.transition.invokeError' }, { actor: trigger.actor });
    case 'invokeSnapshot':
      return intl.formatMessage({ id: 'flowViewer.transition.invokeSnapshot' }, { actor: trigger.actor });
    case 'stateDone':
      return intl.formatMessage({ id: 'flowViewer.transition.stateDone' });
  }
}

const BADGES: Partial<Record<ChartState['kind'], string>> = {
  final: 'flowViewer.state.final',
  parallel: 'flowViewer.state.parallel',
  history: 'flowViewer.state.history',
};

export function chartWording(intl: IntlShape): ChartWording {
  const transition = ({ trigger, guard }: TransitionLabel) => {
    const text = triggerText(intl, trigger);
    if (guard === undefined) return text;
    const name = guard === '' ? intl.formatMessage({ id: 'flowViewer.transition.anonymousGuard' }) : guard;
    return intl.formatMessage({ id: 'flowViewer.transition.guarded' }, { trigger: text, guard: name });
  };
  return {
    transition,
    invokes: (actor) => intl.formatMessage({ id: 'flowViewer.state.invokes' }, { actor }),
    badge: (state) => {
      const kinds = [state.initial ? 'flowViewer.state.initial' : null, BADGES[state.kind] ?? null].filter((id) => id !== null);
      return kinds.length === 0 ? null : kinds.map((id) => intl.formatMessage({ id })).join(' · ');
    },
  };
}
