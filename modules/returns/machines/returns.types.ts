/**
 * The returns contract's shapes, named once for the module's charts and views (views never import
 * the generated contract themselves).
 */
import type { components } from '../../../openapi/generated/returns.ts';

export type ReturnSummary = components['schemas']['ReturnSummary'];
export type ReturnPage = components['schemas']['ReturnPage'];
export type ReturnDetail = components['schemas']['ReturnDetail'];
export type ReturnItem = components['schemas']['ReturnItem'];
export type CsReturnSummary = components['schemas']['CsReturnSummary'];
export type CsReturnPage = components['schemas']['CsReturnPage'];
export type GroupCounts = ReturnPage['groupCounts'];
export type TimelineEntry = ReturnDetail['timeline'][number];
export type CsAssignment = 'unassigned' | 'mine';
export type {
  CustomerReason,
  EscalationReason,
  RejectReason,
  ReturnAction,
  ReturnDecision,
  ReturnStatus,
  ReturnStatusGroup,
} from '../../../shared/returns/lifecycle.ts';
