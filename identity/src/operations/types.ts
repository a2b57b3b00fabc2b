import type { Input } from '../protocol/input';
import type { RequestInfo, ServiceContext } from '../service/context';

export type OperationHandler = (ctx: ServiceContext, input: Input, request: RequestInfo) => Promise<object>;

export interface Operation {
  run: OperationHandler;
  /** Admin operations need the admin key (SigV4 or header); user operations are public, as in Cognito. */
  admin: boolean;
}
