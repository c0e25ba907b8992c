import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request body as `app.inject` takes it: an object is sent as JSON. */
export type Payload = InjectOptions['payload'];

export interface RequestOptions {
  /** Extra headers; the session cookie is added unless one is given here. */
  headers?: Record<string, string>;
  /** The client address the server sees (rate limits, the admin IP allowlist). */
  remoteAddress?: string;
}

/** One file of a multipart upload, as a browser's file input sends it. */
export interface FilePart {
  /** The form field; the upload route wants 'file'. */
  field?: string;
  filename: string;
  content: string | Uint8Array;
  /** The declared type (the server goes by the name and the bytes, not this). */
  type?: string;
}

/** A plain form field of a multipart body. */
export interface FieldPart {
  field: string;
  value: string;
}

const BOUNDARY = '----kinfolio-test-boundary';

/**
 * A multipart/form-data body of these parts, in order, and its Content-Type header. Files go
 * in field 'file' unless they name another.
 */
export function multipartBody(parts: ReadonlyArray<FilePart | FieldPart>): {
  payload: Buffer;
  contentType: string;
} {
  const chunks = parts.flatMap((part) =>
    'filename' in part
      ? [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
          part.content,
          '\r\n',
        ]
      : [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ],
  );
  return {
    payload: Buffer.concat(
      [...chunks, `--${BOUNDARY}--\r\n`].map((c) => (typeof c === 'string' ? Buffer.from(c) : c)),
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/**
 * Requests to the app as one signed-in user (the session cookie from signUp or
 * sessionCookieOf), or signed out without a cookie:
 *
 *   const alice = request(t.app, cookie);
 *   await alice.post('/api/family-members', { name: 'Ann', relationship: 'Child' });
 *   await request(t.app).get('/api/user'); // 401
 */
export function request(app: FastifyInstance, cookie?: string) {
  const send = (
    method: HttpMethod,
    url: string,
    payload?: Payload,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      payload,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  return {
    /** Any method, for tests that walk the route table. */
    send,
    get: (url: string, options?: RequestOptions) => send('GET', url, undefined, options),
    post: (url: string, payload?: Payload, options?: RequestOptions) =>
      send('POST', url, payload, options),
    put: (url: string, payload?: Payload, options?: RequestOptions) =>
      send('PUT', url, payload, options),
    patch: (url: string, payload?: Payload, options?: RequestOptions) =>
      send('PATCH', url, payload, options),
    delete: (url: string, payload?: Payload, options?: RequestOptions) =>
      send('DELETE', url, payload, options),
    /**
     * Uploads one file (or these multipart parts, in order) to the documents upload route,
     * or to `url`.
     */
    upload: (
      file: FilePart | ReadonlyArray<FilePart | FieldPart>,
      url = '/api/documents/upload',
      options: RequestOptions = {},
    ) => {
      const { payload, contentType } = multipartBody(Array.isArray(file) ? file : [file]);
      return send('POST', url, payload, {
        ...options,
        headers: { 'content-type': contentType, ...options.headers },
      });
    },
  };
}

export type RequestClient = ReturnType<typeof request>;
