import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations as AuthOperations } from '../../openapi/generated/auth.ts';
import type { operations as DocumentsOperations } from '../../openapi/generated/documents.ts';
import type { operations as GeographyOperations } from '../../openapi/generated/geography.ts';
import type { operations as OnboardingOperations } from '../../openapi/generated/onboarding.ts';
import type { operations as OrdersOperations } from '../../openapi/generated/orders.ts';
import type { operations as ImportOperations } from '../../openapi/generated/import.ts';
import type { operations as LearningGuideOperations } from '../../openapi/generated/learning-guide.ts';
import type { operations as MetricsOperations } from '../../openapi/generated/metrics.ts';
import type { operations as SellersOperations } from '../../openapi/generated/sellers.ts';
import type { operations as ServicesStatusOperations } from '../../openapi/generated/services-status.ts';
import type { operations as ReturnsOperations } from '../../openapi/generated/returns.ts';
import type { operations as ShipmentsOperations } from '../../openapi/generated/shipments.ts';
import type { operations as InvoicesOperations } from '../../openapi/generated/invoices.ts';
import type { operations as SellerDirectoryOperations } from '../../openapi/generated/seller-directory.ts';
import type { operations as UsersOperations } from '../../openapi/generated/users.ts';
import type { operations as RulesOperations } from '../../openapi/generated/rules.ts';
import type { operations as CatalogOperations } from '../../openapi/generated/catalog.ts';
import type { operations as StockOperations } from '../../openapi/generated/stock.ts';
import type { operations as Spid35Operations } from '../../openapi/generated/spid35.ts';
import type { operations as CatalogApprovalOperations } from '../../openapi/generated/catalog-approval.ts';
import type { operations as FinanceOperations } from '../../openapi/generated/finance.ts';
import type { Session } from '../auth/session.ts';

/**
 * Operations that can have a typed handler. Add a contract's generated `operations` here when
 * its handlers land; until then its routes exist and answer 501.
 */
export type Operations = AuthOperations & ServicesStatusOperations & OnboardingOperations & GeographyOperations & DocumentsOperations &
  SellersOperations &
  MetricsOperations &
  ImportOperations &
  LearningGuideOperations &
  OrdersOperations &
  ReturnsOperations &
  ShipmentsOperations &
  InvoicesOperations &
  SellerDirectoryOperations &
  UsersOperations &
  RulesOperations &
  StockOperations &
  Spid35Operations &
  CatalogOperations &
  CatalogApprovalOperations &
  FinanceOperations;
export type OperationId = keyof Operations & string;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;
/**
 * An answer's body: JSON as typed, the bytes of any other media type (set its content-type in
 * `headers`) or a stream of them (a large file, sent as it is made), else none.
 */
type AnswerBodyOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : T extends { content: object } ? Uint8Array | Readable : undefined;

export type RequestBodyOf<Op> = Op extends { requestBody: infer Body } ? JsonOf<Body> : undefined;
export type PathParamsOf<Op> = Op extends { parameters: { path: infer Params } } ? Params : Record<string, never>;
export type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? ([Query] extends [undefined] ? Record<string, never> : NonNullable<Query>) : Record<string, never>;

type ResponsesOf<Op> = Op extends { responses: infer Responses } ? Responses : never;

/** One of the answers the contract declares for the operation, typed by status. */
export type AnswerOf<Op> = {
  [Status in keyof ResponsesOf<Op>]: {
    status: Status;
    body: AnswerBodyOf<ResponsesOf<Op>[Status]>;
    headers?: Record<string, string>;
  };
}[keyof ResponsesOf<Op>];

export interface HandlerContext<Op> {
  params: PathParamsOf<Op>;
  query: QueryOf<Op>;
  body: RequestBodyOf<Op>;
  /** The signed-in caller; always set on operations with bearer security. */
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<Op> = (context: HandlerContext<Op>) => Promise<AnswerOf<Op>>;

export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Operations[Id]> };
