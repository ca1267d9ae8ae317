/** The parts of an OpenAPI 3 document that links are made from. */
type Schema = { properties?: Record<string, Schema>; items?: Schema };
type Response = { content?: Record<string, { schema?: Schema }>; links?: Record<string, Link> };
type Link = { operationRef: string; parameters: Record<string, string> };
type Paths = Record<string, Record<string, { responses?: Record<string, Response> }>>;

const CREATED = '/result/id';

/** Where an answer's envelope holds the id of a resource: `result.id`, or that of a list's first item. */
function idPointer(schema: Schema | undefined): string | null {
  const result = schema?.properties?.result;
  if (result?.properties?.id) return CREATED;
  if (result?.items?.properties?.id) return '/result/0/id';
  if (result?.properties?.data?.items?.properties?.id) return '/result/data/0/id';
  return null;
}

const operationRef = (path: string, method: string) =>
  `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;

/**
 * Adds OpenAPI links from each answer that carries a resource's id to the operations on that resource
 * (`…/{id}` and the paths beneath it): from the answer that made or changed it to all of them, from a list
 * only to reading its first item, since changing or deleting whatever comes first is no step a client takes
 * blindly. A client, and the fuzzer's stateful phase (docs/adr/014-fuzzed-api.md), can follow them.
 * @fastify/swagger writes no links itself; this runs on its finished document.
 */
export function linkResources<Document extends { paths?: object }>(document: Document): Document {
  const paths = (document.paths ?? {}) as Paths;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  for (const { path, operation } of operations) {
    const beneath = operations.filter((target) => target.path.startsWith(`${path}/{id}`));
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const pointer = status.startsWith('2')
        ? idPointer(response.content?.['application/json']?.schema)
        : null;
      if (!pointer) continue;
      const targets = pointer === CREATED ? beneath : beneath.filter(({ method }) => method === 'get');
      if (targets.length === 0) continue;
      response.links = Object.fromEntries(
        targets.map((target) => [
          `${target.method}${target.path}`.replaceAll(/[^A-Za-z0-9]+/g, '_'),
          {
            operationRef: operationRef(target.path, target.method),
            parameters: { id: `$response.body#${pointer}` },
          },
        ]),
      );
    }
  }
  return document;
}
