import type { FastifyInstance } from 'fastify';
import type { LocalDispatch } from '../../gateway/src/upstream/api-client';
import { callerAddress } from '../../gateway/src/upstream/caller';

/**
 * The gateway's calls to the API mounted at `prefix` of the same Fastify instance, through `inject`: the
 * API's whole request lifecycle (authentication, validation, serialisation) without a socket, HTTP
 * parsing or the undici client on the way. The API sees the end user's address as the gateway saw it
 * (what a partner key records of the session that made it), else 127.0.0.1, as over loopback.
 * Made before the app listens (it hooks the app's close); once the app closes, calls fail as a closed
 * socket would (the gateway answers 503), instead of reaching an API whose database is gone.
 */
export function inProcessApi(app: FastifyInstance, prefix: string): LocalDispatch {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const dispatch = injectDispatch(app, prefix);
  return async (request) => {
    if (closing) throw new Error('the product is closing');
    return dispatch(request);
  };
}

/** The calls themselves, for an app already started (the gateway benchmark's API): no close hook. */
export function injectDispatch(app: FastifyInstance, prefix: string): LocalDispatch {
  return async ({ method, path, headers, body }) => {
    const answer = await app.inject({
      method,
      url: `${prefix}${path}`,
      headers,
      payload: body,
      remoteAddress: callerAddress() ?? '127.0.0.1',
    });
    const out: Record<string, string | string[] | undefined> = {};
    for (const [name, value] of Object.entries(answer.headers))
      out[name] = typeof value === 'number' ? String(value) : value;
    return { statusCode: answer.statusCode, headers: out, body: answer.body };
  };
}
