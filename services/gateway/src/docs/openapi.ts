import { ErrorEnvelopeSchema, ROUTE_IDS, ROUTES, type RouteDef } from '@leadgen/contracts';
import { z } from 'zod';
import { FORM_BODY_ROUTES } from '../api/one-click-form.body.js';

const ERRORS: Record<string, string> = {
  '400': 'Invalid input (field messages in `fields`)',
  '401': 'Missing, forged or expired session token',
  '404': 'Unknown route',
  '413': 'Body too large',
  '501': 'Capability not yet available',
  '502': 'The service failed',
  '503': 'The service is not running',
  '504': 'The service did not answer in time',
};

function schema(s: z.core.$ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

/** A templated path's `{name}` values as OpenAPI path parameters, each with its schema. */
function pathParameters(params: z.ZodType) {
  const json = schema(params, 'input') as { properties?: Record<string, unknown> };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'path', required: true, schema: s }));
}

/** A route's query string values as OpenAPI query parameters, each with its schema. */
function queryParameters(query: z.ZodType) {
  const json = schema(query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** The OpenAPI document, generated from the route table and its zod schemas. */
export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const envelope = { content: { 'application/json': { schema: schema(ErrorEnvelopeSchema, 'output') } } };
  for (const id of ROUTE_IDS) {
    const route = ROUTES[id] as RouteDef;
    const op: Record<string, unknown> = {
      operationId: id,
      summary: route.capability,
      tags: [route.service ?? 'gateway'],
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      responses: {
        '200': {
          description: route.responseKind === 'file' ? 'File download' : 'Success',
          content: { 'application/json': { schema: schema(route.response, 'output') } },
        },
        ...Object.fromEntries(
          Object.entries(ERRORS).map(([code, description]) => [code, { description, ...envelope }]),
        ),
      },
      'x-nats-subject': route.subject,
      'x-timeout-ms': route.timeoutMs,
    };
    const parameters = [
      ...(route.params ? pathParameters(route.params) : []),
      ...(route.query ? queryParameters(route.query) : []),
    ];
    if (parameters.length > 0) op.parameters = parameters;
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      const body = { schema: schema(route.request, 'input') };
      // The one-click unsubscribe takes the form a mail provider POSTs (RFC 8058) as well as JSON.
      const form = FORM_BODY_ROUTES.has(id) ? { 'application/x-www-form-urlencoded': body } : {};
      op.requestBody = { required: true, content: { 'application/json': body, ...form } };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'AI-Powered Lead Generation API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
