/** Which guide a page asks for: the second segment when it is metrics, otherwise the first. */
import { learningGuideTopic } from '../../machines/learningGuide/learningGuide.topic.ts';

describe('the learning guide of a page', () => {
  it.each([
    ['/orders', 'orders'],
    ['/orders/2026-000123', 'orders'],
    ['/stock/existences', 'stock'],
    ['/pim', 'pim'],
    ['/finance', 'finance'],
    ['/reports', 'reports'],
    ['/reports/metrics', 'metrics'],
    ['/reports/metrics/ventas?mes=10', 'metrics'],
    ['/orders?estado=nuevo#lista', 'orders'],
  ])('%s asks for the %s guide', (path, topic) => {
    expect(learningGuideTopic(path)).toBe(topic);
  });

  it.each(['/', '/eiffel', '/metrics', '/shipments', '/returns', '/user/myAccount', '/ordersx', '/helper/tourguide'])('%s offers no guide', (path) => {
    expect(learningGuideTopic(path)).toBeNull();
  });
});
