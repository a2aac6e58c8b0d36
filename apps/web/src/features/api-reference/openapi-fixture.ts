/** A small OpenAPI 3.1 document in the shape GET /api/openapi.json has, for the renderer's tests. */
export const sampleDocument = {
  openapi: '3.1.0',
  info: { title: 'Thrivewell API', version: '1.2.3', description: 'The HTTP API.\n\nEvery error answers { error }.' },
  tags: [
    { name: 'Safety', description: 'Interaction checks.' },
    { name: 'Cabinet', description: 'The medicine cabinet.' },
    { name: 'Empty' },
  ],
  paths: {
    '/api/safety/check': {
      post: {
        operationId: 'postSafetyCheck',
        summary: 'Check medicines together',
        description: 'Open to everyone.',
        tags: ['Safety'],
        'x-auth': 'optional',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/SafetyCheckBody' } } } },
        responses: {
          '200': { description: 'Findings.', content: { 'application/json': { schema: { $ref: '#/components/schemas/SafetyCheckResponse' } } } },
          '400': { description: 'The request is not valid.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
        },
      },
    },
    '/api/safety/cabinet/{id}': {
      patch: {
        operationId: 'patchSafetyCabinetById',
        summary: 'Change a cabinet entry',
        tags: ['Cabinet'],
        'x-auth': 'session',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { '200': { description: 'The cabinet.', content: { 'application/json': { schema: { type: 'object', properties: { warning: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['warning'] } } } } },
      },
    },
    '/api/products/samples': {
      get: { operationId: 'getProductsSamples', summary: 'Sample barcodes', tags: ['Products'], 'x-auth': 'plan', 'x-plan-feature': 'product_fact_checker', responses: { '204': { description: 'Nothing.' } } },
    },
  },
  components: {
    schemas: {
      ApiError: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] } }, required: ['error'] },
      SafetyCheckBody: {
        type: 'object',
        properties: {
          items: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 200 } },
          includeCabinet: { type: 'boolean', description: 'Left out: included when signed in.' },
        },
        required: ['items'],
      },
      SafetyCheckResponse: {
        type: 'object',
        properties: {
          interactions: { type: 'array', items: { type: 'object', properties: { severity: { type: 'string', enum: ['major', 'minor'] }, sourceIndexes: { type: 'array', items: { type: 'integer', minimum: 0 } } }, required: ['severity'] } },
          timingTips: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['interactions', 'timingTips'],
      },
    },
  },
};
