import { fastifyErrorBody, translateApolloError, withHttpShape } from './graphql-errors';

describe('translateApolloError', () => {
  it("leaves the product's own errors alone (they carry a French message and a status)", () => {
    const own = {
      message: 'Certains champs sont invalides',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    };
    expect(translateApolloError(own, new Error())).toBeUndefined();
    expect(
      translateApolloError({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } }, null),
    ).toBeUndefined();
  });

  it('uses the status Apollo attached, and a generic French message for an unknown request error', () => {
    const original = { extensions: { http: { status: 406 } } };
    expect(
      translateApolloError({ message: 'Something new', extensions: { code: 'BAD_REQUEST' } }, original),
    ).toEqual({
      message: 'Requête HTTP invalide.',
      extensions: { code: 'BAD_REQUEST', status: 406, detail: 'Something new' },
    });
  });

  it('hides a failed context creation behind the general server message', () => {
    expect(
      translateApolloError({ message: 'Context creation failed: ECONNREFUSED', extensions: {} }, null),
    ).toMatchObject({
      message: 'Problème serveur.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
  });
});

describe('withHttpShape', () => {
  it("adds the spec's status and message beside the errors, once", () => {
    const apollo = JSON.stringify({
      errors: [{ message: 'Requête GraphQL invalide.', extensions: { code: 'X' } }],
    });
    const shaped = withHttpShape(apollo, 400);
    expect(JSON.parse(shaped)).toEqual({
      errors: [{ message: 'Requête GraphQL invalide.', extensions: { code: 'X', status: 400 } }],
      status: 400,
      message: 'Requête GraphQL invalide.',
    });
    expect(withHttpShape(shaped, 400)).toBe(shaped);
  });

  it('leaves anything else unchanged', () => {
    expect(withHttpShape('<html></html>', 400)).toBe('<html></html>');
    expect(withHttpShape('{"data":{"a":1}}', 400)).toBe('{"data":{"a":1}}');
    expect(withHttpShape('{"errors":[]}', 400)).toBe('{"errors":[]}');
  });
});

describe('fastifyErrorBody', () => {
  it('answers request errors in French and lets server errors through', () => {
    expect(
      fastifyErrorBody({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413, message: 'too large' }),
    ).toEqual({
      errors: [
        {
          message: 'Requête trop volumineuse.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413, detail: 'too large' },
        },
      ],
      status: 413,
      message: 'Requête trop volumineuse.',
    });
    expect(fastifyErrorBody({ statusCode: 400, message: 'Unexpected token } in JSON' })?.message).toBe(
      'Corps de requête JSON invalide.',
    );
    expect(fastifyErrorBody({ statusCode: 500, message: 'boom' })).toBeUndefined();
  });
});
